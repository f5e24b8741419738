import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { watchFocus } from "./lib/focus-rescue";
import "./styles.css";

watchFocus();
const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
