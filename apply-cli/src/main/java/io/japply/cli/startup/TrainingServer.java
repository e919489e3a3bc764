package io.japply.cli.startup;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.BuiltinKinds;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The smallest API server an apply talks to, on the loopback interface, for {@link AotTraining}:
 * discovery of ConfigMaps, Services and Deployments, their GET, LIST, POST and strategic merge PATCH,
 * objects kept in memory, 404 for anything else (OpenAPI too: the bundled kinds answer then).
 */
final class TrainingServer implements AutoCloseable {
    private static final Map<String, String> DISCOVERY = Map.of(
            "/api/v1", resources("v1", "configmaps", "ConfigMap", "services", "Service"),
            "/apis/apps/v1", resources("apps/v1", "deployments", "Deployment"));
    private static final Map<String, String> KINDS = Map.of("configmaps", "ConfigMap", "services", "Service",
            "deployments", "Deployment");
    private static final Pattern OBJECTS = Pattern.compile("(/api/v1|/apis/apps/v1)/namespaces/([^/]+)/([^/]+)(?:/([^/]+))?");

    private final HttpServer server;
    private final ExecutorService threads;
    private final Map<String, ObjectNode> objects = new ConcurrentSkipListMap<>();
    private final AtomicLong version = new AtomicLong(1000);

    private TrainingServer(HttpServer server, ExecutorService threads) {
        this.server = server;
        this.threads = threads;
    }

    static TrainingServer start() throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        ExecutorService threads = Executors.newFixedThreadPool(2, SideThreads.named("japply-training-server"));
        TrainingServer training = new TrainingServer(server, threads);
        server.setExecutor(threads);
        server.createContext("/", training::handle);
        server.start();
        return training;
    }

    String url() {
        return "http://" + server.getAddress().getAddress().getHostAddress() + ":" + server.getAddress().getPort();
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }

    private record Answer(int status, String json) {
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            byte[] body = exchange.getRequestBody().readAllBytes();
            Answer answer;
            try {
                answer = answer(exchange.getRequestMethod(), exchange.getRequestURI().getPath(),
                        new String(body, StandardCharsets.UTF_8));
            } catch (IOException | RuntimeException e) {
                answer = status(500, "InternalError", String.valueOf(e.getMessage()));
            }
            byte[] json = answer.json().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(answer.status(), json.length);
            exchange.getResponseBody().write(json);
        }
    }

    private Answer answer(String method, String path, String body) throws IOException {
        if (method.equals("GET") && DISCOVERY.containsKey(path)) {
            return new Answer(200, DISCOVERY.get(path));
        }
        Matcher at = OBJECTS.matcher(path);
        if (!at.matches() || !KINDS.containsKey(at.group(3))) {
            return status(404, "NotFound", "the server could not find the requested resource");
        }
        String apiVersion = at.group(1).equals("/api/v1") ? "v1" : "apps/v1";
        String collection = at.group(1) + "/namespaces/" + at.group(2) + "/" + at.group(3) + "/";
        if (at.group(4) == null) {
            return method.equals("POST") ? create(collection, at.group(2), (ObjectNode) Json.parse(body))
                    : new Answer(200, list(collection, apiVersion, KINDS.get(at.group(3))));
        }
        ObjectNode live = objects.get(collection + at.group(4));
        if (live == null) {
            return status(404, "NotFound", at.group(3) + " \"" + at.group(4) + "\" not found");
        }
        if (method.equals("PATCH")) {
            ObjectNode patched = StrategicMergePatch.apply(live, Json.parse(body),
                    BuiltinKinds.bundled().find(apiVersion, KINDS.get(at.group(3))).orElseThrow().schema());
            return new Answer(200, GoJson.write(stored(collection + at.group(4), patched)));
        }
        return new Answer(200, GoJson.write(live));
    }

    private Answer create(String collection, String namespace, ObjectNode object) {
        String name = object.path("metadata").path("name").asText();
        if (objects.containsKey(collection + name)) {
            return status(409, "AlreadyExists", "\"" + name + "\" already exists");
        }
        object.withObject("/metadata").put("namespace", namespace).put("uid", "training-" + name);
        return new Answer(201, GoJson.write(stored(collection + name, object)));
    }

    private ObjectNode stored(String key, ObjectNode object) {
        object.withObject("/metadata").put("resourceVersion", String.valueOf(version.incrementAndGet()));
        objects.put(key, object);
        return object;
    }

    private String list(String collection, String apiVersion, String kind) {
        ObjectNode list = Json.object().put("apiVersion", apiVersion).put("kind", kind + "List");
        list.putObject("metadata").put("resourceVersion", String.valueOf(version.get()));
        ArrayNode items = list.putArray("items");
        objects.forEach((key, object) -> {
            if (key.startsWith(collection)) {
                // as a real API server lists them: without apiVersion and kind
                items.add(object.deepCopy().without(java.util.List.of("apiVersion", "kind")));
            }
        });
        return GoJson.write(list);
    }

    private static Answer status(int code, String reason, String message) {
        ObjectNode status = Json.object().put("apiVersion", "v1").put("kind", "Status").put("status", "Failure")
                .put("message", message).put("reason", reason).put("code", code);
        return new Answer(code, GoJson.write(status));
    }

    private static String resources(String groupVersion, String... pluralsAndKinds) {
        ObjectNode list = Json.object().put("kind", "APIResourceList").put("apiVersion", "v1")
                .put("groupVersion", groupVersion);
        ArrayNode resources = list.putArray("resources");
        for (int i = 0; i < pluralsAndKinds.length; i += 2) {
            ObjectNode resource = resources.addObject().put("name", pluralsAndKinds[i]).put("namespaced", true)
                    .put("kind", pluralsAndKinds[i + 1]);
            resource.putArray("verbs").add("create").add("delete").add("get").add("list").add("patch")
                    .add("update").add("watch");
        }
        return GoJson.write(list);
    }
}
