export function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center text-muted-foreground" role="status">
      Loading...
    </div>
  );
}
