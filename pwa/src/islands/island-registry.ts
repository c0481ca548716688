/**
 * Where each island's code is (decision 012): the browser loads only the
 * islands a page has, and each one's own chunk. Every island component is
 * `island(...)` from its module, which carries the component it adopts.
 */
import type { ComponentType } from 'react';
import type { IslandName } from './island-names.js';

// Props are the island's own; they come back from the page's JSON.
type Loader = () => Promise<ComponentType<Record<string, unknown>>>;
const adopt =
  <M>(load: () => Promise<M>, pick: (module: M) => { island: { Component: unknown } }): Loader =>
  () =>
    load().then((m) => pick(m).island.Component as ComponentType<Record<string, unknown>>);

export const ISLANDS: Record<IslandName, Loader> = {
  'site-header': adopt(
    () => import('../features/site/site-header.js'),
    (m) => m.SiteHeader,
  ),
  'site-services': adopt(
    () => import('../app/site-services.js'),
    (m) => m.SiteServices,
  ),
  'contact-button': adopt(
    () => import('../features/site/contact-button.js'),
    (m) => m.ContactButton,
  ),
  'contact-dialog-button': adopt(
    () => import('../features/site/contact/contact-dialog.js'),
    (m) => m.ContactDialogButton,
  ),
  'home-innovations': adopt(
    () => import('../features/site/home-carousels.js'),
    (m) => m.InnovationsCarousel,
  ),
  'home-developer-platform': adopt(
    () => import('../features/site/home-carousels.js'),
    (m) => m.DeveloperPlatformCarousel,
  ),
  calculator: adopt(
    () => import('../features/site/calculator/revenue-loss-calculator.js'),
    (m) => m.RevenueLossCalculator,
  ),
  'contact-form': adopt(
    () => import('../features/site/contact/contact-form.js'),
    (m) => m.ContactPageForm,
  ),
  'review-assistant': adopt(
    () => import('../features/site/review-assistant/review-assistant-page.js'),
    (m) => m.ReviewAssistantForm,
  ),
  'careers-job': adopt(
    () => import('../features/site/pages/careers-page.js'),
    (m) => m.Job,
  ),
  'project-index': adopt(
    () => import('../features/site/pages/project-index-page.js'),
    (m) => m.ProjectIndex,
  ),
};
