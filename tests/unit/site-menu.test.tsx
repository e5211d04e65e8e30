import React from 'react';
import {act, fireEvent, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {NavbarProvider} from '@docusaurus/theme-common/internal';
import SiteMenu from '@site/src/components/SiteMenu';
import {dropdownMenus, learningMenu, otherLinks, toolingMenu} from '@site/src/data/menus';
import {renderWithSite} from './render';
import deCode from '../../i18n/de/code.json';

function renderMenu(mobile = false) {
  return renderWithSite(
    <NavbarProvider>
      <SiteMenu mobile={mobile} />
      <button type="button">outside</button>
    </NavbarProvider>,
  );
}

describe('menu data', () => {
  it('has the Docs, Tools and Community dropdowns with complete items', () => {
    expect(dropdownMenus.map((menu) => menu.label)).toEqual(['Docs', 'Tools', 'Community']);
    for (const menu of dropdownMenus) {
      for (const item of menu.items) {
        expect(item.title).not.toBe('');
        expect(item.description.length).toBeGreaterThan(10);
        expect(item.href).toMatch(/^(\/|https:\/\/)/);
        if (item.href.startsWith('https://')) expect(item.target).toBe('_blank');
      }
    }
    expect(toolingMenu.items.find((item) => item.title === 'Studio')?.target).toBe('_blank');
    expect(otherLinks.map((link) => link.label)).toEqual(expect.arrayContaining(['Case Studies', 'Blog', 'Roadmap']));
  });
});

describe('SiteMenu on desktop', () => {
  it('opens on mouse click (which never closes what hover opened), one dropdown at a time', async () => {
    const user = userEvent.setup();
    renderMenu();
    const docs = screen.getByRole('button', {name: 'Docs'});
    const tools = screen.getByRole('button', {name: 'Tools'});
    expect(docs).toHaveAttribute('aria-expanded', 'false');
    await user.click(docs);
    expect(docs).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', {name: /Getting Started/})).toBeVisible();
    await user.click(tools);
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    expect(docs).toHaveAttribute('aria-expanded', 'false');
    await user.click(tools);
    expect(tools).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles on touch taps and on keyboard activation', async () => {
    const user = userEvent.setup();
    renderMenu();
    const tools = screen.getByRole('button', {name: 'Tools'});
    const tap = () => {
      fireEvent.pointerDown(tools, {pointerType: 'touch'});
      fireEvent.click(tools);
    };
    tap();
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    tap();
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    tools.focus();
    await user.keyboard('{Enter}');
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(tools).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on mouse hover but not on touch pointer enter', () => {
    renderMenu();
    const docs = screen.getByRole('button', {name: 'Docs'});
    const wrapper = docs.parentElement!;
    fireEvent.pointerEnter(wrapper, {pointerType: 'touch'});
    expect(docs).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerEnter(wrapper, {pointerType: 'mouse'});
    expect(docs).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(wrapper, {pointerType: 'mouse'});
    expect(docs).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on outside click and on Escape, returning focus from the panel', async () => {
    const user = userEvent.setup();
    renderMenu();
    const community = screen.getByRole('button', {name: 'Community'});
    await user.click(community);
    act(() => {
      screen.getByRole('button', {name: 'outside'}).dispatchEvent(new Event('pointerdown', {bubbles: true}));
    });
    expect(community).toHaveAttribute('aria-expanded', 'false');

    community.focus();
    await user.keyboard('{ArrowDown}');
    expect(community).toHaveAttribute('aria-expanded', 'true');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('link', {name: /Overview/})).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', {name: /Technical Steering Committee/})).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', {name: /Newsroom/})).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(community).toHaveAttribute('aria-expanded', 'false');
    expect(community).toHaveFocus();
  });

  it('wires the button to its panel with aria-controls and shows every item with its description', async () => {
    const user = userEvent.setup();
    renderMenu();
    const docs = screen.getByRole('button', {name: 'Docs'});
    const panel = document.getElementById(docs.getAttribute('aria-controls')!)!;
    // Closed, the panel is empty: its links are rendered on opening, so no page's HTML carries them.
    expect(panel).toBeEmptyDOMElement();
    await user.click(docs);
    expect(within(panel).getAllByRole('link')).toHaveLength(learningMenu.items.length);
    expect(panel).toHaveTextContent(learningMenu.items[0]!.description);
  });

  it('shows the top links', () => {
    renderMenu();
    for (const label of ['Case Studies', 'Blog', 'Roadmap']) {
      expect(screen.getByRole('link', {name: label})).toBeInTheDocument();
    }
  });
});

describe('SiteMenu on mobile (accordion)', () => {
  it('has the sections Docs, Tools, Community and Others, one open at a time', async () => {
    const user = userEvent.setup();
    renderMenu(true);
    const names = ['Docs', 'Tools', 'Community', 'Others'];
    const buttons = names.map((name) => screen.getByRole('button', {name}));
    buttons.forEach((button) => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await user.click(buttons[0]!);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    await user.click(buttons[3]!);
    expect(buttons[3]).toHaveAttribute('aria-expanded', 'true');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', {name: 'Case Studies'})).toBeVisible();
    await user.click(buttons[3]!);
    buttons.forEach((button) => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('menu translations', () => {
  // The menu data's translate() ids follow the hrefs; every one has its German text.
  it('i18n/de/code.json has a German text for every menu label, item and link', () => {
    const code = deCode as Record<string, {message: string}>;
    const ids = [
      ...dropdownMenus.flatMap((menu) => [
        `menu.${menu.id}.label`,
        ...menu.items.flatMap((item) => [`menu.item.${item.href}.title`, `menu.item.${item.href}.description`]),
      ]),
      ...otherLinks.map((link) => `menu.link.${link.href}`),
    ];
    expect(ids.filter((id) => !code[id]?.message)).toEqual([]);
  });
});
