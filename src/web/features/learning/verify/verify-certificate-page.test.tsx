import { ORPCError } from "@orpc/client";
import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { paths } from "#web/app/paths";
import { client } from "#web/lib/transport/rpc";
import { renderWithQueryClient } from "#web/test-support/render-with-query-client";
import { VerifyCertificatePage } from "./verify-certificate-page";

const verify = vi.mocked(client.learning.verifyCertificate);

const CODE = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

const renderPage = (code: string) =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={[paths.verifyCertificate.to(code)]}>
      <Routes>
        <Route path={paths.verifyCertificate.pattern} element={<VerifyCertificatePage />} />
      </Routes>
    </MemoryRouter>,
  );

describe("VerifyCertificatePage", () => {
  afterEach(() => vi.resetAllMocks());

  it("shows a valid certificate's holder, course, dates and code", async () => {
    verify.mockResolvedValue({
      valid: true,
      holderName: "Alice Johnson",
      courseTitle: "Partner Sales Fundamentals",
      completedAt: new Date("2026-03-05T10:00:00Z"),
      issuedAt: new Date("2026-03-06T09:00:00Z"),
      verificationCode: CODE,
    });
    renderPage(CODE.toLowerCase());
    expect(await screen.findByText("Valid")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Certificate Verification" })).toBeInTheDocument();
    const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(fact("Holder")).toBe("Alice Johnson");
    expect(fact("Course")).toBe("Partner Sales Fundamentals");
    expect(fact("Completed")).toBe("Mar 05, 2026");
    expect(fact("Issued")).toBe("Mar 06, 2026");
    expect(fact("Verification code")).toBe(CODE);
    // The server reads codes in upper case; the page asks as it will.
    expect(verify.mock.calls[0]?.[0]).toEqual({ code: CODE });
    expect(document.title).toMatch(/^Certificate Verification · /);
  });

  it("says Certificate not found for a code the server does not know", async () => {
    verify.mockRejectedValue(new ORPCError("NOT_FOUND", { status: 404, message: "Certificate not found" }));
    renderPage(CODE);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Certificate not found" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "No certificate has this code. Please check that it was typed exactly as printed on the certificate.",
      ),
    ).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("answers a malformed code as not found without asking the server", async () => {
    renderPage("not-a-code");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Certificate not found" }),
    ).toBeInTheDocument();
    expect(screen.getByText("not-a-code").parentElement).toHaveTextContent("Code: not-a-code");
    expect(verify).not.toHaveBeenCalled();
  });

  it("draws the not-found answer the server put in the page for its code, without asking", async () => {
    document.head.innerHTML = `<meta name="certificate-not-found" content="${CODE}" />`;
    try {
      // The page reads the answer once, as its module loads.
      vi.resetModules();
      const { VerifyCertificatePage: Answered } = await import("./verify-certificate-page");
      const { client: answeredClient } = await import("#web/lib/transport/rpc");
      renderWithQueryClient(
        <MemoryRouter initialEntries={[paths.verifyCertificate.to(CODE.toLowerCase())]}>
          <Routes>
            <Route path={paths.verifyCertificate.pattern} element={<Answered />} />
          </Routes>
        </MemoryRouter>,
      );
      expect(screen.getByRole("heading", { level: 1, name: "Certificate not found" })).toBeInTheDocument();
      expect(screen.getByText(CODE.toLowerCase()).parentElement).toHaveTextContent(
        `Code: ${CODE.toLowerCase()}`,
      );
      expect(vi.mocked(answeredClient.learning.verifyCertificate)).not.toHaveBeenCalled();
    } finally {
      document.head.innerHTML = "";
    }
  });

  it("draws the certificate the server put in the page, in UTC while hydrating, then in the viewer's zone", async () => {
    const certificate = {
      valid: true,
      holderName: `Zoë <b>&"'</script>`,
      courseTitle: "Partner Sales Fundamentals",
      completedAt: "2026-03-05T23:30:00.000Z",
      issuedAt: "2026-03-06T09:00:00.000Z",
      verificationCode: CODE,
    };
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = "verified-certificate";
    script.textContent = JSON.stringify(certificate).replaceAll("<", "\\u003c");
    document.head.append(script);
    try {
      vi.resetModules();
      const { VerifyCertificatePage: Answered } = await import("./verify-certificate-page");
      const { client: answeredClient } = await import("#web/lib/transport/rpc");
      const { setDisplayPreferences } = await import("#web/lib/format/display-preferences");
      const { renderToString } = await import("react-dom/server");
      setDisplayPreferences({ timeZone: "Asia/Tokyo", dateLocale: "en-GB" });
      onTestFinished(() => setDisplayPreferences({ timeZone: null, dateLocale: null }));
      const page = (
        <MemoryRouter initialEntries={[paths.verifyCertificate.to(CODE.toLowerCase())]}>
          <Routes>
            <Route path={paths.verifyCertificate.pattern} element={<Answered />} />
          </Routes>
        </MemoryRouter>
      );
      // As the server's page draws it: the standard format in UTC, which it can know.
      const { QueryClient, QueryClientProvider } = await import("@tanstack/react-query");
      const markup = renderToString(
        <QueryClientProvider client={new QueryClient()}>{page}</QueryClientProvider>,
      );
      expect(markup).toContain("Mar 05, 2026");
      expect(markup).toContain("Mar 06, 2026");
      renderWithQueryClient(page);
      expect(screen.getByText("Valid")).toBeInTheDocument();
      const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
      expect(fact("Holder")).toBe(`Zoë <b>&"'</script>`);
      expect(fact("Course")).toBe("Partner Sales Fundamentals");
      // Drawn by the app (not hydrating): the viewer's zone and format at once.
      expect(fact("Completed")).toBe("6 Mar 2026");
      expect(fact("Issued")).toBe("6 Mar 2026");
      expect(fact("Verification code")).toBe(CODE);
      expect(vi.mocked(answeredClient.learning.verifyCertificate)).not.toHaveBeenCalled();
    } finally {
      document.head.innerHTML = "";
    }
  });

  it("asks to try again later when the address is over its limit", async () => {
    verify.mockRejectedValue(
      new ORPCError("TOO_MANY_REQUESTS", { status: 429, message: "Too many requests" }),
    );
    const { user } = renderPage(CODE);
    expect(
      await screen.findByText("Certificates cannot be verified right now. Please try again later."),
    ).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(2));
  });
});
