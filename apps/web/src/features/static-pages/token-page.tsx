import { usePageMeta } from '@/lib/page-meta';

// Placeholder until the public-pages work fills it in.
export function TokenPage() {
  usePageMeta('Token');
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">Token</h1>
    </div>
  );
}
