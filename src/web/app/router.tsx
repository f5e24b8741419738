import { createBrowserRouter } from "react-router";
import { hostKind } from "./host-kind";
import { routesFor } from "./routes";

export const router = createBrowserRouter(routesFor(hostKind));
