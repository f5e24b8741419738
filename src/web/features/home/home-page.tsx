export function HomePage() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Portal Dashboard</h1>
      <p className="mt-2 text-slate-600">
        Welcome to your internal portal. Monitor all modules from one place.
      </p>
    </main>
  );
}
