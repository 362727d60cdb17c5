import { PAGE_PATHS } from '@crowdvault/shared/page-paths';
import { ArrowLeft, Compass, Search } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n';
import { usePageHead } from '@/lib/page-meta';

/** The 404 page (SPEC.md §2, its sentence written for visitors: decision 119), also the admin area's fallback. */
export function NotFoundPage() {
  const t = useT();
  usePageHead({
    title: t('404 Page Not Found'),
    description: t('There is no page at this address. It may have moved, or the link may be mistyped.'),
    status: 404,
  });
  return (
    <div className="container-page flex min-h-[70vh] items-center justify-center py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <div className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <Compass className="size-7" aria-hidden />
          </div>
          <h1 className="text-2xl font-bold">{t('404 Page Not Found')}</h1>
          <p className="text-sm text-muted-foreground">
            {t('There is no page at this address. It may have moved, or the link may be mistyped.')}
          </p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link href={`~${PAGE_PATHS.discover}`}>
                <Search aria-hidden />
                {t('Discover campaigns')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="~/">
                <ArrowLeft aria-hidden />
                {t('Back to home')}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
