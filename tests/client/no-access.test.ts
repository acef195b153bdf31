import { http, HttpResponse } from "msw";
import { ResponseError } from "@/lib/api/errors";
import { listOrders } from "@/lib/api/orders";
import { BASE, makeClient, server, startMsw } from "./msw-setup";

startMsw();

describe("an answer with code no_access", () => {
  it("logs out and shows the detail as an error toast", async () => {
    server.use(
      http.get(`${BASE}/api/orders/`, () =>
        HttpResponse.json({ detail: "Ваш аккаунт заблокирован.", code: "no_access" }, { status: 403 }),
      ),
    );
    const { client, tokens, onLogout, onErrorToast } = makeClient({ access: "a", refresh: "r" });
    const error = await listOrders({}, { client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).status).toBe(403);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onErrorToast).toHaveBeenCalledWith("Ваш аккаунт заблокирован.");
    expect(tokens.getAccess()).toBeUndefined();
    expect(tokens.getRefresh()).toBeUndefined();
  });

  it("other error codes leave the session alone", async () => {
    server.use(
      http.get(`${BASE}/api/orders/`, () =>
        HttpResponse.json({ detail: "Нет прав.", code: "permission_denied" }, { status: 403 }),
      ),
    );
    const { client, tokens, onLogout, onErrorToast } = makeClient({ access: "a", refresh: "r" });
    await expect(listOrders({}, { client })).rejects.toMatchObject({ status: 403 });
    expect(onLogout).not.toHaveBeenCalled();
    expect(onErrorToast).not.toHaveBeenCalled();
    expect(tokens.getAccess()).toBe("a");
  });

  it("is known by the X-Error-Code header, the body need not name it", async () => {
    server.use(
      http.get(`${BASE}/api/orders/`, () =>
        HttpResponse.json(
          { detail: "Ваш аккаунт заблокирован." },
          { status: 403, headers: { "X-Error-Code": "no_access" } },
        ),
      ),
    );
    const { client, onLogout, onErrorToast } = makeClient({ access: "a", refresh: "r" });
    await expect(listOrders({}, { client })).rejects.toMatchObject({ status: 403, code: "no_access" });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onErrorToast).toHaveBeenCalledWith("Ваш аккаунт заблокирован.");
  });

  it("goes by the header's code over anything the body says", async () => {
    server.use(
      http.get(`${BASE}/api/orders/`, () =>
        HttpResponse.json(
          { detail: "Ваш аккаунт заблокирован.", code: "no_access" },
          { status: 403, headers: { "X-Error-Code": "permission_denied" } },
        ),
      ),
    );
    const { client, tokens, onLogout, onErrorToast } = makeClient({ access: "a", refresh: "r" });
    await expect(listOrders({}, { client })).rejects.toMatchObject({
      status: 403,
      code: "permission_denied",
    });
    expect(onLogout).not.toHaveBeenCalled();
    expect(onErrorToast).not.toHaveBeenCalled();
    expect(tokens.getAccess()).toBe("a");
  });

  it("hooks set later with setHooks are the ones called", async () => {
    server.use(
      http.get(`${BASE}/api/orders/`, () =>
        HttpResponse.json({ detail: "Стоп.", code: "no_access" }, { status: 403 }),
      ),
    );
    const { client, onLogout } = makeClient({ access: "a" });
    const laterLogout = jest.fn();
    const laterToast = jest.fn();
    client.setHooks({ onLogout: laterLogout, onErrorToast: laterToast });
    await expect(listOrders({}, { client })).rejects.toBeInstanceOf(ResponseError);
    expect(onLogout).not.toHaveBeenCalled();
    expect(laterLogout).toHaveBeenCalledTimes(1);
    expect(laterToast).toHaveBeenCalledWith("Стоп.");
  });

  it("on the token refresh (a blocked account) logs out, shows the detail and asks no second time", async () => {
    let refreshes = 0;
    server.use(
      http.get(`${BASE}/api/orders/`, () =>
        HttpResponse.json({ detail: "Учётные данные не были предоставлены." }, { status: 401 }),
      ),
      http.post(`${BASE}/api/auth/jwt/refresh/`, () => {
        refreshes++;
        return HttpResponse.json({ detail: "Ваш аккаунт заблокирован.", code: "no_access" }, { status: 403 });
      }),
    );
    const { client, tokens, onLogout, onErrorToast } = makeClient({ access: "a", refresh: "r" });
    await expect(listOrders({}, { client })).rejects.toMatchObject({ status: 401 });
    // A second refresh would present the spent token: the server would take it for a stolen one.
    expect(refreshes).toBe(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onErrorToast).toHaveBeenCalledWith("Ваш аккаунт заблокирован.");
    expect(tokens.getAccess()).toBeUndefined();
    expect(tokens.getRefresh()).toBeUndefined();
  });
});
