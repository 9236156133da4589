import type { NextFunction, Request, Response } from "express";
import { ApiError, type ApiRequest, type JsonEndpoint } from "~/lib/api.server";

/** The client went away before its body ended: nobody reads the answer, and it is no server fault. */
const aborted = () => new ApiError(400, "request_aborted", "The request was interrupted.");

/**
 * Reads a Node request body as text, up to `limit` bytes. Past the limit it stops reading and
 * answers null, leaving the rest unread (closeOnUnreadBody then closes the connection after
 * the response, so a kept-alive connection is never left with half a body on it).
 */
export function readNodeText(req: Request, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        resolve(null);
      } else parts.push(chunk);
    }
    function onEnd() {
      cleanup();
      resolve(Buffer.concat(parts, size).toString("utf8"));
    }
    function onError() {
      cleanup();
      reject(aborted());
    }
    function onClose() {
      cleanup();
      reject(aborted());
    }
    if (req.readableEnded) return resolve("");
    if (req.destroyed || req.readableAborted) return reject(aborted());
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

function apiRequestOfNode(req: Request): ApiRequest {
  return {
    method: req.method,
    headers: { get: (name) => req.get(name) ?? null },
    readText: (limit) => readNodeText(req, limit),
  };
}

/**
 * Serves a JsonEndpoint from Express. The public POST endpoints (a sign-up, an event booking
 * request) are answered here instead of through React Router's resource routes: they render
 * nothing, and a Fetch Request and Response built around each of them cost a third of a sign-up's
 * CPU time (docs/decisions/075). Everything mounted before them still applies: request id and
 * log line, security headers, the same-origin guard.
 */
export function jsonEndpoint(endpoint: JsonEndpoint) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const result = await endpoint(apiRequestOfNode(req), { ip: req.ip ?? "" });
      res.status(result.status);
      for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
      // 204 No Content: no body, so no type either.
      if (result.status === 204) return void res.end();
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.end(JSON.stringify(result.body));
    } catch (err) {
      next(err);
    }
  };
}
