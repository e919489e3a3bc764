package io.japply.apply.internal.cluster;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An HTTP server that records every request as it came over the wire (method, raw path, raw query,
 * content type, body) and answers from a script keyed by method and raw path; unscripted requests get
 * the API server's 404 Status. Tests of what the gateway sends, below fabric8 and above nothing.
 */
final class WireServer implements AutoCloseable {
    static final String NOT_FOUND = "{\"kind\":\"Status\",\"apiVersion\":\"v1\",\"status\":\"Failure\","
            + "\"reason\":\"NotFound\",\"code\":404}";

    /** One request as received; path and query still escaped as sent. */
    record Request(String method, String path, String query, String contentType, String body) {
        /** "METHOD /path?query", the request line. */
        String line() {
            return method + " " + path + (query == null ? "" : "?" + query);
        }
    }

    private record Answer(int code, String body, List<String> warnings) {
    }

    private final HttpServer server;
    private final Map<String, Answer> answers = new HashMap<>();
    private final List<Request> requests = new ArrayList<>();

    WireServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.start();
    }

    /** A gateway over fabric8's client to this server, as japply's library users build it; no retries. */
    Fabric8Gateway gateway() {
        return new Fabric8Gateway(new KubernetesClientBuilder().withConfig(new ConfigBuilder()
                .withMasterUrl("http://127.0.0.1:" + server.getAddress().getPort()).withRequestTimeout(10_000)
                .withRequestRetryBackoffLimit(0).build()).build(), "10s");
    }

    /** Answers {@code method rawPath} with this code and body, each warning in a Warning header (code 299). */
    synchronized WireServer answer(String method, String rawPath, int code, String body, String... warnings) {
        answers.put(method + " " + rawPath, new Answer(code, body, List.of(warnings)));
        return this;
    }

    synchronized List<Request> requests() {
        return List.copyOf(requests);
    }

    synchronized List<String> lines() {
        return requests.stream().map(Request::line).toList();
    }

    private void handle(HttpExchange exchange) throws IOException {
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        Request request = new Request(exchange.getRequestMethod(), exchange.getRequestURI().getRawPath(),
                exchange.getRequestURI().getRawQuery(), exchange.getRequestHeaders().getFirst("Content-Type"),
                body.isEmpty() ? null : body);
        Answer answer;
        synchronized (this) {
            requests.add(request);
            answer = answers.getOrDefault(request.method() + " " + request.path(), new Answer(404, NOT_FOUND, List.of()));
        }
        byte[] bytes = answer.body().getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        answer.warnings().forEach(w -> exchange.getResponseHeaders().add("Warning", "299 - \"" + w + "\""));
        exchange.sendResponseHeaders(answer.code(), bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
