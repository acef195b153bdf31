// /admin: the console opens on the orders.
import { redirect } from "next/navigation";

export default function AdminHome() {
  redirect("/admin/orders");
}
