import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";

/**
 * What any address no route matches shows; it logs the address asked for
 * (docs/product/errors-and-messages.md#logged-messages).
 */
export function NotFoundPage() {
  const location = useLocation();
  useDocumentTitle("Page Not Found");
  useEffect(() => {
    console.error("No page at this address:", location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-6">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold text-slate-900">404</h1>
        <p className="mb-4 text-xl text-slate-600">Oops! Page not found</p>
        <Link
          to={paths.home}
          className="rounded text-blue-700 underline underline-offset-4 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          Return to Home
        </Link>
      </div>
    </main>
  );
}
