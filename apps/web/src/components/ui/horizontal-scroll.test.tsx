import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HorizontalScroll } from './horizontal-scroll';

// jsdom lays nothing out: give every element the widths a 390 px phone would.
function layout(widths: { scrollWidth: number; clientWidth: number }) {
  for (const [key, value] of Object.entries(widths)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
}

afterEach(() => {
  for (const key of ['scrollWidth', 'clientWidth']) {
    Reflect.deleteProperty(HTMLElement.prototype, key);
  }
});

describe('HorizontalScroll', () => {
  it('says a table wider than the screen scrolls, shades the hidden edge and takes focus', () => {
    layout({ scrollWidth: 640, clientWidth: 358 });
    const { container } = render(
      <HorizontalScroll label="Vesting schedule">
        <table />
      </HorizontalScroll>,
    );
    expect(screen.getByText('Scroll sideways to see more')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Vesting schedule' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('[data-scroll-shade]')).not.toBeNull();

    // Scrolled to the end: nothing is hidden on the right any more.
    region.scrollLeft = 640 - 358;
    fireEvent.scroll(region);
    expect(container.querySelector('[data-scroll-shade]')).toBeNull();
    expect(screen.getByText('Scroll sideways to see more')).toBeInTheDocument();
  });

  it('is a plain box when everything fits', () => {
    layout({ scrollWidth: 1000, clientWidth: 1000 });
    const { container } = render(
      <HorizontalScroll label="Vesting schedule">
        <table />
      </HorizontalScroll>,
    );
    expect(screen.queryByText('Scroll sideways to see more')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('[data-scroll-shade]')).toBeNull();
  });
});
