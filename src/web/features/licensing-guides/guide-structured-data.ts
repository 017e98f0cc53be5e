// schema.org data for search engines: a guide is a HowTo (ordered steps), an article an Article.
interface StructuredStep {
  title: string;
  description: string;
  link: string;
}

export function howToStructuredData(
  guide: { label: string; steps: readonly StructuredStep[] },
  url: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: guide.label,
    url,
    step: guide.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: step.description || step.title,
      ...(step.link && !step.link.startsWith('tel:') ? { url: new URL(step.link, url).href } : {}),
    })),
  };
}

export function articleStructuredData(
  article: { title: string; description: string; updatedAt: string },
  url: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    dateModified: article.updatedAt,
    mainEntityOfPage: url,
    publisher: { '@type': 'Organization', name: 'RoadReady', url: new URL('/', url).href },
  };
}
