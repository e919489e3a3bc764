package io.japply.it;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.any;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlMatching;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A fake Kubernetes API server for kubectl, on 127.0.0.1: legacy discovery for core/v1 and apps/v1,
 * 404 for OpenAPI (so kubectl uses its compiled-in types, with --validate=false), 404 for every
 * object (so kubectl creates), and POSTs answered with their own body and recorded.
 */
public final class FakeApiServer implements AutoCloseable {
    private static final String NOT_FOUND = "{\"kind\":\"Status\",\"apiVersion\":\"v1\",\"metadata\":{},"
            + "\"status\":\"Failure\",\"reason\":\"NotFound\",\"code\":404}";
    private final WireMockServer server;
    private final boolean tls;

    public FakeApiServer() {
        server = new WireMockServer(options().dynamicPort().bindAddress("127.0.0.1"));
        tls = false;
    }

    /** A server that keeps objects: GET, POST, PATCH and DELETE go to {@code store}; discovery as usual. */
    public FakeApiServer(io.japply.it.server.ObjectStore store) {
        this(store, true);
    }

    private FakeApiServer(io.japply.it.server.ObjectStore store, boolean journal) {
        this(store, journal, false);
    }

    private FakeApiServer(io.japply.it.server.ObjectStore store, boolean journal, boolean tls) {
        com.github.tomakehurst.wiremock.core.WireMockConfiguration options = options().dynamicPort()
                .bindAddress("127.0.0.1").extensions(new io.japply.it.server.StoreTransformer(store));
        if (tls) {
            options.httpDisabled(true).dynamicHttpsPort(); // WireMock's own self-signed certificate
        }
        server = new WireMockServer(journal ? options : options.disableRequestJournal());
        this.tls = tls;
    }

    /**
     * As {@link #FakeApiServer(io.japply.it.server.ObjectStore)} over https only, with a certificate no one
     * trusts (a kubeconfig for it says insecure-skip-tls-verify): kubectl sends a user's credentials, and
     * runs an exec plugin, only to an https server.
     */
    public static FakeApiServer overTls(io.japply.it.server.ObjectStore store) {
        return new FakeApiServer(store, true, true);
    }

    /**
     * As {@link #FakeApiServer(io.japply.it.server.ObjectStore)}, keeping no log of requests: for the
     * benchmarks, whose thousands of requests (whole LIST answers among them) would fill the server's heap
     * and have it collect while a command is timed.
     */
    public static FakeApiServer withoutJournal(io.japply.it.server.ObjectStore store) {
        return new FakeApiServer(store, false);
    }

    /** Sends every object request (everything but discovery and OpenAPI) to the store. */
    public FakeApiServer storing() {
        server.stubFor(any(urlMatching("/apis?/.*")).atPriority(3).willReturn(aResponse()
                .withTransformers(io.japply.it.server.StoreTransformer.NAME)));
        return this;
    }

    public FakeApiServer start() {
        server.start();
        stubObjectsAbsent();
        stubDiscovery();
        server.stubFor(post(urlPathMatching("/api.*")).atPriority(5).willReturn(aResponse().withStatus(201)
                .withHeader("Content-Type", "application/json").withBody("{{{request.body}}}")
                .withTransformers("response-template")));
        return this;
    }

    private void stubObjectsAbsent() {
        server.stubFor(any(urlMatching("/.*")).atPriority(10).willReturn(aResponse().withStatus(404)
                .withHeader("Content-Type", "application/json").withBody(NOT_FOUND)));
    }

    /** kubectl looks a namespace up after a 404 on an object in it (other than default): say it exists. */
    public FakeApiServer withNamespace(String name) {
        server.stubFor(get(urlPathEqualTo("/api/v1/namespaces/" + name)).atPriority(6).willReturn(okJson(
                "{\"kind\":\"Namespace\",\"apiVersion\":\"v1\",\"metadata\":{\"name\":\"" + name + "\"}}")));
        return this;
    }

    private void stubDiscovery() {
        server.stubFor(get(urlPathEqualTo("/api")).atPriority(1).willReturn(okJson(
                "{\"kind\":\"APIVersions\",\"versions\":[\"v1\"],\"serverAddressByClientCIDRs\":"
                        + "[{\"clientCIDR\":\"0.0.0.0/0\",\"serverAddress\":\"127.0.0.1\"}]}")));
        server.stubFor(get(urlPathEqualTo("/apis")).atPriority(1).willReturn(okJson(
                "{\"kind\":\"APIGroupList\",\"apiVersion\":\"v1\",\"groups\":[{\"name\":\"apps\",\"versions\":"
                        + "[{\"groupVersion\":\"apps/v1\",\"version\":\"v1\"}],\"preferredVersion\":"
                        + "{\"groupVersion\":\"apps/v1\",\"version\":\"v1\"}}]}")));
        server.stubFor(get(urlPathEqualTo("/api/v1")).atPriority(1).willReturn(okJson(resourceList("v1",
                resource("configmaps", "ConfigMap", true), resource("services", "Service", true),
                resource("secrets", "Secret", true), resource("namespaces", "Namespace", false)))));
        server.stubFor(get(urlPathEqualTo("/apis/apps/v1")).atPriority(1).willReturn(okJson(resourceList("apps/v1",
                resource("deployments", "Deployment", true)))));
    }

    /** A kind the server serves. */
    public record Served(String groupVersion, String plural, String kind, boolean namespaced) {
    }

    /** The default kinds plus a custom resource, for which kubectl has no compiled-in type. */
    public static final List<Served> BUILT_IN_AND_WIDGET = List.of(
            new Served("v1", "configmaps", "ConfigMap", true), new Served("v1", "services", "Service", true),
            new Served("v1", "secrets", "Secret", true), new Served("v1", "namespaces", "Namespace", false),
            new Served("apps/v1", "deployments", "Deployment", true),
            new Served("stable.example.com/v1", "widgets", "Widget", true));

    /** Discovery for exactly these kinds (replacing the default core/v1 and apps/v1 lists). */
    public FakeApiServer serving(List<Served> kinds) {
        java.util.Map<String, List<String>> byVersion = new java.util.TreeMap<>();
        kinds.forEach(k -> byVersion.computeIfAbsent(k.groupVersion(), v -> new java.util.ArrayList<>())
                .add(resource(k.plural(), k.kind(), k.namespaced())));
        List<String> groups = new java.util.ArrayList<>();
        byVersion.forEach((gv, resources) -> {
            String path = gv.contains("/") ? "/apis/" + gv : "/api/" + gv;
            server.stubFor(get(urlPathEqualTo(path)).atPriority(1).willReturn(okJson(resourceList(gv,
                    resources.toArray(String[]::new)))));
            if (gv.contains("/")) {
                String group = gv.substring(0, gv.indexOf('/'));
                String version = gv.substring(gv.indexOf('/') + 1);
                String entry = "{\"groupVersion\":\"" + gv + "\",\"version\":\"" + version + "\"}";
                groups.add("{\"name\":\"" + group + "\",\"versions\":[" + entry + "],\"preferredVersion\":" + entry + "}");
            }
        });
        server.stubFor(get(urlPathEqualTo("/apis")).atPriority(1).willReturn(okJson(
                "{\"kind\":\"APIGroupList\",\"apiVersion\":\"v1\",\"groups\":[" + String.join(",", groups) + "]}")));
        return this;
    }

    /** The OpenAPI v3 documents this module carries (v1.32.6; see resources/openapi-v3/NOTICE). */
    public static final List<String> OPENAPI_V3_GROUP_VERSIONS = List.of("api/v1", "apis/apps/v1", "apis/batch/v1",
            "apis/networking.k8s.io/v1", "apis/rbac.authorization.k8s.io/v1", "apis/policy/v1", "apis/autoscaling/v2");

    /**
     * /openapi/v3 as a real v1.32.6 server serves it: an index naming one document per group/version
     * (at /openapi/v3/apis/apps/v1?hash=...), each the release's own document.
     */
    public FakeApiServer servingOpenApiV3() throws IOException {
        List<String> entries = new java.util.ArrayList<>();
        for (String groupVersion : OPENAPI_V3_GROUP_VERSIONS) {
            String resource = "/openapi-v3/" + groupVersion.replace("/", "__") + "_openapi.json.gz";
            String document;
            try (var in = new java.util.zip.GZIPInputStream(FakeApiServer.class.getResourceAsStream(resource))) {
                document = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            }
            String url = "/openapi/v3/" + groupVersion;
            entries.add("\"" + groupVersion + "\":{\"serverRelativeURL\":\"" + url + "?hash="
                    + Integer.toHexString(document.hashCode()) + "\"}");
            server.stubFor(get(urlPathEqualTo(url)).atPriority(1).willReturn(okJson(document)));
        }
        server.stubFor(get(urlPathEqualTo("/openapi/v3")).atPriority(1)
                .willReturn(okJson("{\"paths\":{" + String.join(",", entries) + "}}")));
        return this;
    }

    /** GET of {@code path} answers with the live object; a PATCH of it is recorded and answered with it. */
    public FakeApiServer withObject(String path, String json) {
        server.stubFor(get(urlPathEqualTo(path)).atPriority(2).willReturn(okJson(json)));
        server.stubFor(com.github.tomakehurst.wiremock.client.WireMock.patch(urlPathEqualTo(path)).atPriority(2)
                .willReturn(okJson(json)));
        return this;
    }

    /** Every request received, in arrival order. */
    /** Forgets the requests seen so far. */
    public void resetRequests() {
        server.resetRequests();
    }

    public List<LoggedRequest> requests() {
        return server.getAllServeEvents().stream().map(e -> e.getRequest()).map(LoggedRequest.class::cast)
                .sorted(java.util.Comparator.comparing(LoggedRequest::getLoggedDate)).toList();
    }

    /** The PATCHes received, in arrival order. */
    public List<LoggedRequest> patches() {
        return server.findAll(com.github.tomakehurst.wiremock.client.WireMock.patchRequestedFor(urlMatching("/.*")));
    }

    private static String resource(String plural, String kind, boolean namespaced) {
        return "{\"name\":\"" + plural + "\",\"singularName\":\"" + kind.toLowerCase() + "\",\"namespaced\":"
                + namespaced + ",\"kind\":\"" + kind + "\",\"verbs\":[\"create\",\"delete\",\"get\",\"list\","
                + "\"patch\",\"update\",\"watch\"]}";
    }

    private static String resourceList(String groupVersion, String... resources) {
        return "{\"kind\":\"APIResourceList\",\"apiVersion\":\"v1\",\"groupVersion\":\"" + groupVersion
                + "\",\"resources\":[" + String.join(",", resources) + "]}";
    }

    /** The bodies of the POSTs received, in arrival order. */
    public List<LoggedRequest> creates() {
        return server.findAll(postRequestedFor(urlMatching("/.*")));
    }

    /** One request as the server saw it and the status it answered (0 for a dropped connection). */
    public record Exchange(String method, String path, int status) {
    }

    /** Every request received and its answer's status, in arrival order. */
    public List<Exchange> exchanges() {
        return server.getAllServeEvents().stream()
                .sorted(java.util.Comparator.comparing(e -> e.getRequest().getLoggedDate()))
                .map(e -> new Exchange(e.getRequest().getMethod().getName(), e.getRequest().getUrl().split("\\?")[0],
                        e.getResponseDefinition().getFault() != null ? 0 : e.getResponse().getStatus()))
                .toList();
    }

    /** A port on 127.0.0.1 where nothing listens: a connection to it is refused. */
    public static int closedPort() throws IOException {
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** The server's base URL, http://127.0.0.1:PORT. */
    public String url() {
        return tls ? "https://127.0.0.1:" + server.httpsPort() : "http://127.0.0.1:" + server.port();
    }

    /** A kubeconfig whose current context points at this server, namespace default. */
    public Path writeKubeconfig(Path dir) throws IOException {
        return writeKubeconfig(dir, url());
    }

    /** A kubeconfig whose current context points at {@code serverUrl}, namespace default. */
    public static Path writeKubeconfig(Path dir, String serverUrl) throws IOException {
        String config = "apiVersion: v1\nkind: Config\nclusters:\n- name: fake\n  cluster:\n    server: "
                + serverUrl + "\ncontexts:\n- name: fake\n  context:\n    cluster: fake\n"
                + "    user: fake\n    namespace: default\ncurrent-context: fake\nusers:\n- name: fake\n  user:\n"
                + "    token: fake\n";
        return Files.writeString(dir.resolve("kubeconfig"), config);
    }

    @Override
    public void close() {
        server.stop();
    }
}
