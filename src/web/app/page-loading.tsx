export function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center text-slate-600" role="status">
      Loading...
    </div>
  );
}
