import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ComponentPropsWithRef, ReactElement, ReactNode, Ref } from 'react';
import styles from './Tooltip.module.css';

/** Side of the trigger the tooltip prefers (it flips when there is no room). */
export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The hint: a short string or small node; it describes the trigger (`aria-describedby`). Required. */
  content: ReactNode;
  /** One focusable element that shows the tooltip on hover and focus. Required. */
  children: ReactElement;
  /** Milliseconds of hovering before it shows (keyboard focus shows it at once). Default `300`. */
  delay?: number;
  /** Preferred side. Default `'top'`. */
  side?: TooltipSide;
  /** Alignment against the trigger. Default `'center'`. */
  align?: 'start' | 'center' | 'end';
  /** Whether it is shown, for controlled use (pair with `onOpenChange`). Default: uncontrolled. */
  open?: boolean;
  /** Initial state for uncontrolled use. Default `false`. */
  defaultOpen?: boolean;
  /** Called when it wants to show or hide. Default none. */
  onOpenChange?: (open: boolean) => void;
  /** Render the trigger without any tooltip (for example when there is no reason to show). Default `false`. */
  disabled?: boolean;
  /** Class name of the bubble. Default none. */
  className?: string;
  /** Ref to the bubble. Default none. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A short hint shown on hover and keyboard focus, hidden with Escape (Radix Tooltip). The text
 * becomes the trigger's description, so keep it short and do not put buttons or links in it (use
 * `Popover` for that). Icon-only triggers still need their own `aria-label`.
 *
 * Disabled controls get no pointer or focus events, so to explain why something is disabled
 * (SideNav items, menu actions) wrap the disabled control in a focusable span,
 * {@link TooltipDisabledTrigger}; the span carries the tooltip and keyboard users can still reach
 * the reason:
 * `<Tooltip content="Top up to create servers"><TooltipDisabledTrigger><Button disabled>Create</Button></TooltipDisabledTrigger></Tooltip>`
 * @example <Tooltip content="Copy to clipboard"><IconButton aria-label="Copy" /></Tooltip>
 */
export function Tooltip({
  content,
  children,
  delay = 300,
  side = 'top',
  align = 'center',
  open,
  defaultOpen,
  onOpenChange,
  disabled = false,
  className,
  ref,
}: TooltipProps) {
  if (disabled) return children;
  return (
    // Each tooltip carries its own provider, so callers need no app-level setup.
    <RadixTooltip.Provider delayDuration={delay}>
      <RadixTooltip.Root
        {...(open !== undefined ? { open } : {})}
        {...(defaultOpen !== undefined ? { defaultOpen } : {})}
        {...(onOpenChange ? { onOpenChange } : {})}
      >
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            ref={ref}
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className={className ? `${styles.content} ${className}` : styles.content}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

/** Props of {@link TooltipDisabledTrigger}: any `<span>` attribute. */
export type TooltipDisabledTriggerProps = ComponentPropsWithRef<'span'>;

/**
 * A focusable span around a disabled control, so a `Tooltip` can still explain why it is
 * disabled: disabled elements receive neither hover nor focus, the span receives both. It is in
 * the tab order on purpose (keyboard users need the reason too) and shows the focus ring.
 * @example
 * <Tooltip content="Top up your balance to create servers">
 *   <TooltipDisabledTrigger><Button disabled>Create server</Button></TooltipDisabledTrigger>
 * </Tooltip>
 */
export function TooltipDisabledTrigger({ className, ...props }: TooltipDisabledTriggerProps) {
  // Focusable on purpose: it carries the reason the control inside is disabled.
  return (
    <span
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      {...props}
      className={className ? `${styles.disabledTrigger} ${className}` : styles.disabledTrigger}
    />
  );
}
