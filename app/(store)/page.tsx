// Home: game banners, the first page of the game grid with search, and the live feed.
import type { Metadata } from "next";
import { buildHomeMetadata } from "@/components/catalog/home/build-home-metadata";
import { HomeView } from "@/components/catalog/home/home-view";
import { readSearchParam, type SearchParams } from "@/components/catalog/read-search-param";
import { publicPage } from "@/lib/server/cache/public-page";

// Reads the catalogue from the database on every request, never at build time.
export const dynamic = "force-dynamic";

type HomePageProps = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: HomePageProps): Promise<Metadata> {
  return buildHomeMetadata(1, readSearchParam(await searchParams, "search"));
}

export default async function HomePage({ searchParams }: HomePageProps) {
  publicPage(); // the same for every anonymous visitor: the page cache may keep it
  return <HomeView page={1} search={readSearchParam(await searchParams, "search")} />;
}
