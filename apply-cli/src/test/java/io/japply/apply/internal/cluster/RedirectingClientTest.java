package io.japply.apply.internal.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Redirects followed as Go's client follows them, the token kept from every other origin, each hop in the chain. */
class RedirectingClientTest {
    private final List<String> seen = new CopyOnWriteArrayList<>();
    private HttpServer first;
    private HttpServer other;

    @BeforeEach
    void serve() throws Exception {
        other = server("other");
        first = server("first");
    }

    @AfterEach
    void stop() {
        first.stop(0);
        other.stop(0);
    }

    /** Every path but /done redirects: /same/STATUS to /done here, /other/STATUS to /done on the other server, /loop to itself. */
    private HttpServer server(String name) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            seen.add(name + " " + exchange.getRequestMethod() + " " + path + " " + exchange.getRequestHeaders().getFirst("Authorization")
                    + " " + body);
            String[] parts = path.split("/");
            if (path.equals("/done")) {
                exchange.sendResponseHeaders(200, -1);
            } else {
                String target = path.equals("/loop") ? "/loop" : parts[1].equals("other") ? url(other) + "/done" : "/done";
                exchange.getResponseHeaders().add("Location", target);
                exchange.sendResponseHeaders(path.equals("/loop") ? 302 : Integer.parseInt(parts[2]), -1);
            }
            exchange.close();
        });
        server.start();
        return server;
    }

    private static String url(HttpServer server) {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    private HttpResponse<String> send(String method, String path, HttpClient.Redirect policy) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url(first) + path)).header("Authorization", "Bearer t")
                .method(method, HttpRequest.BodyPublishers.ofString("body")).build();
        return new RedirectingClient(HttpClient.newHttpClient(), policy).send(request, HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void theTokenGoesOnlyToTheFirstOrigin() throws Exception {
        send("GET", "/same/307", HttpClient.Redirect.ALWAYS);
        HttpResponse<String> response = send("GET", "/other/307", HttpClient.Redirect.ALWAYS);
        assertEquals(List.of("first GET /same/307 Bearer t body", "first GET /done Bearer t body",
                "first GET /other/307 Bearer t body", "other GET /done null body"), seen);
        assertEquals(200, response.statusCode());
        assertEquals(URI.create(url(other) + "/done"), response.request().uri());
        HttpResponse<String> hop = response.previousResponse().orElseThrow();
        assertEquals(307, hop.statusCode());
        assertEquals(URI.create(url(first) + "/other/307"), hop.request().uri());
        assertTrue(hop.headers().firstValue(RedirectingClient.HOP_MILLIS).isPresent());
        assertTrue(hop.previousResponse().isEmpty());
    }

    /** 301, 302 and 303 turn a POST into a GET without its body; 307 and 308 keep both, as in Go's client. */
    @Test
    void methodsAndBodiesAsGoFollows() throws Exception {
        for (String status : List.of("301", "302", "303", "307", "308")) {
            send("POST", "/same/" + status, HttpClient.Redirect.ALWAYS);
        }
        assertEquals(List.of("first GET /done Bearer t ", "first GET /done Bearer t ", "first GET /done Bearer t ",
                "first POST /done Bearer t body", "first POST /done Bearer t body"),
                seen.stream().filter(line -> line.contains("/done")).toList());
    }

    @Test
    void tenRedirectsAtMostAndNoneUnderNever() throws Exception {
        assertEquals(302, send("GET", "/loop", HttpClient.Redirect.ALWAYS).statusCode());
        assertEquals(11, seen.size(), "the request and ten redirects followed");
        seen.clear();
        assertEquals(307, send("GET", "/same/307", HttpClient.Redirect.NEVER).statusCode());
        assertEquals(1, seen.size());
    }
}
