import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { signOutAction } from "~/controllers/sign-out.server";

/** 'Cerrar Sesión' (controllers/sign-out.server.ts). */
export const action = ({ request, context }: ActionFunctionArgs) => signOutAction(request, context);

export const loader = () => redirect("/admin");
