import { usePageMeta } from '@/lib/page-meta';

// Placeholder until the public-pages work fills it in.
export function AboutPage() {
  usePageMeta('About');
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">About</h1>
    </div>
  );
}
