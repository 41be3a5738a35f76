/**
 * The landing page's sections after the hero, in page order. Each is a component that takes its
 * anchor, its heading (src/content/landing/sections/<id>.yaml) and the site's words, and loads
 * whatever else it says itself. A new section is its component, its content, and one line here.
 */
import ClosingCallToAction from './ClosingCallToAction.astro';
import Dashboard from './Dashboard.astro';
import Faq from './Faq.astro';
import HowItWorks from './HowItWorks.astro';
import Personas from './Personas.astro';
import TrySection from './TrySection.astro';

export const LANDING_SECTIONS = [
  { id: 'how', component: HowItWorks },
  { id: 'what', component: Personas },
  { id: 'results-dashboard', component: Dashboard },
  { id: 'try', component: TrySection },
  { id: 'faq', component: Faq },
  { id: 'join', component: ClosingCallToAction },
] as const;
