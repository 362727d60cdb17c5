import { usePageMeta } from '@/lib/page-meta';

// Placeholder until the public-pages work fills it in.
export function PrivacyPage() {
  usePageMeta('Privacy Policy');
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">Privacy Policy</h1>
    </div>
  );
}
