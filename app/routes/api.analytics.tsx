import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveAnalyticsBatch } from "~/analytics.server";

/** The browser's analytics batches (navigator.sendBeacon from app/analytics.client.ts). */
export const action = ({ request, context }: ActionFunctionArgs) => receiveAnalyticsBatch(request, context);
