import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/i18n';

/** "Donate without gas", ticked by default when the token and the relayer allow it; otherwise a
 *  line saying why the donation will be a normal transfer. The relayer's minimum is said before
 *  anything is signed. */
export function GaslessChoice({
  ids,
  offered,
  checked,
  onChange,
  why,
  minimum,
}: {
  ids: { checkbox: string; hint: string };
  offered: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  why: string;
  /** The smallest amount the relayer takes, as the donor reads it ("1.00 USDC"). */
  minimum?: string;
}) {
  const t = useT();
  if (!offered) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="gasless-unavailable">
        {why}
      </p>
    );
  }
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={ids.checkbox}
        checked={checked}
        aria-describedby={ids.hint}
        onCheckedChange={(value) => onChange(value === true)}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={ids.checkbox} className="font-normal">
          {t('Donate without gas')}
        </Label>
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {t('One signature in your wallet; the platform pays the network fee.')}
          {minimum && ` ${t('From {minimum}.', { minimum })}`}
        </p>
      </div>
    </div>
  );
}
