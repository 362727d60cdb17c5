import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Example({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('story');
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    >
      <TabsList aria-label="Campaign">
        <TabsTrigger value="story">Story</TabsTrigger>
        <TabsTrigger value="updates" disabled>
          Updates
        </TabsTrigger>
        <TabsTrigger value="donations">Donations</TabsTrigger>
        <TabsTrigger value="ledger">Ledger</TabsTrigger>
      </TabsList>
      <TabsContent value="story">The story</TabsContent>
      <TabsContent value="donations">The donations</TabsContent>
      <TabsContent value="ledger">The ledger</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows only the selected panel, labelled by its tab, and one tab stop for the list', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Campaign' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Story');
    expect(panel).toHaveTextContent('The story');
    expect(screen.queryByText('The ledger')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Story' })).toHaveAttribute(
      'aria-controls',
      panel.getAttribute('id'),
    );

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Story' })).toHaveFocus();
    await user.tab();
    expect(panel).toHaveFocus();
  });

  it('moves with the arrow keys past a disabled tab, wraps, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<Example onChange={(value) => chosen.push(value)} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Donations' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Donations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The donations');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Ledger' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Story' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Ledger' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Story' })).toHaveAttribute('aria-selected', 'true');
    expect(chosen).toEqual(['donations', 'ledger', 'story', 'ledger', 'story']);
  });

  it('keeps its own selection when uncontrolled', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel B');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'false');
  });
});
