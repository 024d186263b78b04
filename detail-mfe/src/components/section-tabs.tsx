import { Box } from '@villa/shared/mui/core';
import { Tab, Tabs } from '@villa/shared/mui/tabs';
import { sectionId, sectionLabel, sectionScrollOffset, type SectionName } from '../config/sections.ts';
import { useActiveSection } from '../hooks/use-active-section.ts';

/** Scrolls smoothly to a section, leaving room for the sticky header and this bar (spec 2.4). */
export function scrollToSection(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - sectionScrollOffset(window.innerWidth);
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
}

/**
 * The sticky row of section tabs of a detail page (spec 2.4): upper-case labels, scrollable with
 * arrows on narrow screens, the section being read highlighted.
 */
export function SectionTabs({ sections }: { sections: readonly SectionName[] }) {
  const ids = sections.map(sectionId);
  const [active, setActive] = useActiveSection(ids);
  return (
    <Box
      component="nav"
      aria-label="Sections"
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: 2,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
        mx: { xs: -2, sm: 0 },
      }}
    >
      <Tabs
        value={active && ids.includes(active) ? active : false}
        onChange={(_event, id: string) => {
          setActive(id);
          scrollToSection(id);
        }}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Sections of this page"
      >
        {sections.map((name) => (
          <Tab key={name} value={sectionId(name)} label={sectionLabel(name)} sx={{ minWidth: 0, px: 2 }} />
        ))}
      </Tabs>
    </Box>
  );
}
