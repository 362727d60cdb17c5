import { TIMINGS } from '@crowdvault/shared/constants';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { type ToastVariant, useToast } from '@/lib/toast/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

const ICONS: Record<ToastVariant, typeof Info> = {
  default: Info,
  destructive: CircleAlert,
  success: CircleCheck,
};

/** Renders the toasts of the `use-toast` store. Mounted once by the app's providers. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider duration={TIMINGS.toastDurationMs}>
      {toasts.map(({ id, title, description, variant = 'default', action, duration, open, onEscape }) => {
        const Icon = ICONS[variant];
        return (
          <Toast
            key={id}
            variant={variant}
            duration={duration}
            open={open}
            onEscapeKeyDown={onEscape}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
          >
            <Icon data-toast-icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div className="grid min-w-0 gap-1">
              {title && <ToastTitle>{title}</ToastTitle>}
              {description && <ToastDescription>{description}</ToastDescription>}
              {action}
            </div>
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport />
    </ToastProvider>
  );
}
