// Home, page N of the game grid (/2, /3 ...); anything that is not a page number is a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { buildHomeMetadata } from "@/components/catalog/home/build-home-metadata";
import { HomeView } from "@/components/catalog/home/home-view";
import { parsePageParam } from "@/components/catalog/parse-page-param";
import { readSearchParam, type SearchParams } from "@/components/catalog/read-search-param";
import { publicPage } from "@/lib/server/cache/public-page";

export const dynamic = "force-dynamic";

type HomePagedProps = { params: Promise<{ page: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: HomePagedProps): Promise<Metadata> {
  const page = parsePageParam((await params).page);
  if (page === null) notFound();
  return buildHomeMetadata(page, readSearchParam(await searchParams, "search"));
}

export default async function HomePagedPage({ params, searchParams }: HomePagedProps) {
  publicPage(); // the same for every anonymous visitor: the page cache may keep it
  const page = parsePageParam((await params).page);
  if (page === null) notFound();
  return <HomeView page={page} search={readSearchParam(await searchParams, "search")} />;
}
