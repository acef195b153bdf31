// The record of a console record page (/admin/orders/{id}, /admin/users/{id}): an id that is not a whole number, or
// one the service does not find (its 404), is the page's own 404; any other failure is the error page's.
import { notFound } from "next/navigation";
import { statusOfError } from "@/lib/server/http/error-answer";

export async function loadRecord<T>(id: string, load: (id: number) => Promise<T>): Promise<T> {
  if (!/^\d{1,10}$/.test(id)) notFound();
  try {
    return await load(Number(id));
  } catch (err) {
    if (statusOfError(err) === 404) notFound();
    throw err;
  }
}
