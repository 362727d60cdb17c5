import { usePageMeta } from '@/lib/page-meta';

// Placeholder until the public-pages work fills it in.
export function HowItWorksPage() {
  usePageMeta('How It Works');
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">How It Works</h1>
    </div>
  );
}
