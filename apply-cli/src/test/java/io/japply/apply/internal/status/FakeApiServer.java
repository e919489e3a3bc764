package io.japply.apply.internal.status;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Just enough of an API server for Deployments in namespace shop: discovery, then scripted answers
 * to LIST and WATCH requests in turn. A watch answer is a list of event lines; the stream is then
 * held open until the server stops (at most a minute), as a quiet watch is.
 */
final class FakeApiServer implements AutoCloseable {
    private static final String DISCOVERY = "{\"kind\":\"APIResourceList\",\"apiVersion\":\"v1\",\"groupVersion\":\"apps/v1\","
            + "\"resources\":[{\"name\":\"deployments\",\"singularName\":\"deployment\",\"namespaced\":true,"
            + "\"kind\":\"Deployment\",\"verbs\":[\"get\",\"list\",\"watch\",\"patch\"]}]}";

    private record Answer(int code, String body) {
    }

    private final HttpServer server;
    private final Deque<Answer> lists = new ArrayDeque<>();
    private final Deque<List<String>> watches = new ArrayDeque<>();
    private final List<String> requests = new ArrayList<>();
    private final CountDownLatch stopped = new CountDownLatch(1);

    FakeApiServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(Executors.newCachedThreadPool());
        server.createContext("/", this::handle);
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    synchronized FakeApiServer list(int code, String body) {
        lists.add(new Answer(code, body));
        return this;
    }

    synchronized FakeApiServer watch(String... eventLines) {
        watches.add(List.of(eventLines));
        return this;
    }

    /** Requests for deployments, as "LIST" or "WATCH rv=...", discovery left out. */
    synchronized List<String> requests() {
        return List.copyOf(requests);
    }

    private void handle(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        String query = String.valueOf(exchange.getRequestURI().getQuery());
        if (!path.endsWith("/namespaces/shop/deployments")) {
            reply(exchange, path.equals("/apis/apps/v1") ? 200 : 404, path.equals("/apis/apps/v1") ? DISCOVERY : "{}");
            return;
        }
        if (query.contains("watch=true")) {
            List<String> lines;
            synchronized (this) {
                requests.add("WATCH " + param(query, "resourceVersion") + " bookmarks=" + param(query, "allowWatchBookmarks"));
                lines = watches.isEmpty() ? List.of() : watches.poll();
            }
            stream(exchange, lines);
            return;
        }
        Answer answer;
        synchronized (this) {
            requests.add("LIST");
            answer = lists.size() > 1 ? lists.poll() : lists.peek();
        }
        reply(exchange, answer.code(), answer.body());
    }

    private void stream(HttpExchange exchange, List<String> lines) throws IOException {
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, 0);
        OutputStream out = exchange.getResponseBody();
        for (String line : lines) {
            out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        }
        try {
            stopped.await(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        exchange.close();
    }

    private static void reply(HttpExchange exchange, int code, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(code, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    private static String param(String query, String name) {
        for (String pair : query.split("&")) {
            if (pair.startsWith(name + "=")) {
                return pair.substring(name.length() + 1);
            }
        }
        return "";
    }

    @Override
    public void close() {
        stopped.countDown();
        server.stop(0);
    }
}
