import type { PostSummary } from '../../../scripts/blogLoader';

/** The categories that have articles, alphabetically, each with its article count. */
export function categoriesOf(posts: readonly PostSummary[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const p of posts) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The articles of one category; an unknown or absent category means all of them. */
export function filterPosts<T extends PostSummary>(posts: readonly T[], category: string | null): readonly T[] {
  if (!category || !posts.some((p) => p.category === category)) return posts;
  return posts.filter((p) => p.category === category);
}

/** The /blog address that shows one category (or all). */
export const categoryHref = (category: string | null) =>
  category ? `/blog?${new URLSearchParams({ category }).toString()}` : '/blog';
