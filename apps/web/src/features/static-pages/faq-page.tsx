import { usePageMeta } from '@/lib/page-meta';

// Placeholder until the public-pages work fills it in.
export function FaqPage() {
  usePageMeta('FAQ');
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">FAQ</h1>
    </div>
  );
}
