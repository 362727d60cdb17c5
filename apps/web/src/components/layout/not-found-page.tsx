import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePageMeta } from '@/lib/page-meta';

/** The 404 page (SPEC.md §2), used by the app router and as the admin area's fallback. */
export function NotFoundPage() {
  usePageMeta('404 Page Not Found');
  return (
    <div className="container-page flex min-h-[70vh] items-center justify-center py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <div className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <Compass className="size-7" aria-hidden />
          </div>
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline" className="mt-2">
            <Link href="~/">
              <ArrowLeft aria-hidden />
              Back to home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
