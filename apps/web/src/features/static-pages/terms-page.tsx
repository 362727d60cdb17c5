import { usePageMeta } from '@/lib/page-meta';

// Placeholder until the public-pages work fills it in.
export function TermsPage() {
  usePageMeta('Terms of Service');
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">Terms of Service</h1>
    </div>
  );
}
