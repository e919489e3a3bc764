package io.japply.apply.internal.status;

import io.japply.apply.status.Status;
import io.japply.apply.status.WaitClock;
import io.japply.apply.status.WaitListener;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.status.WaitOutcome;

import static io.japply.apply.internal.status.LiveObjects.DEPLOYMENTS;
import static io.japply.apply.internal.status.LiveObjects.deployment;
import static io.japply.apply.internal.status.LiveObjects.typed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The fabric8 source against a small HTTP server: the requests it makes and how it reads answers. */
class Fabric8StatusSourceTest {
    private final FakeApiServer server;
    private final KubernetesClient client;

    Fabric8StatusSourceTest() throws Exception {
        server = new FakeApiServer();
        Config config = new ConfigBuilder().withMasterUrl(server.url()).withNamespace("shop")
                .withRequestTimeout(10_000).withRequestRetryBackoffLimit(0).build();
        config.setOnlyHttpWatches(true); // the little server speaks no WebSocket
        client = new KubernetesClientBuilder().withConfig(config).build();
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    private WaitOutcome await() {
        // a bound so a broken test cannot hang; the assertions are on requests and outcome, not time
        return new StatusWaiter(new Fabric8StatusSource(client), WaitClock.system(), WaitListener.NONE)
                .await(List.of(LiveObjects.ref(DEPLOYMENTS, "web")), WaitOptions.timeout(Duration.ofSeconds(30)));
    }

    @Test
    void listsThenWatchesFromTheListsVersionWithBookmarks() {
        server.list(200, list("10", deployment("web", "shop", "10", 1).toString()))
                .watch(event("MODIFIED", typed(DEPLOYMENTS, deployment("web", "shop", "11", 3)).toString()));

        WaitOutcome outcome = await();

        assertEquals(WaitOutcome.End.ALL_CURRENT, outcome.end(), outcome.summary());
        assertEquals(List.of("LIST", "WATCH 10 bookmarks=true"), server.requests());
    }

    @Test
    void aGoneWatchListsAgain() {
        server.list(200, list("10", deployment("web", "shop", "10", 1).toString()))
                .list(200, list("20", deployment("web", "shop", "20", 2).toString()))
                .watch(event("ERROR", "{\"kind\":\"Status\",\"apiVersion\":\"v1\",\"status\":\"Failure\","
                        + "\"message\":\"too old resource version: 10 (18)\",\"reason\":\"Expired\",\"code\":410}"))
                // not yet Current after the second LIST, so the wait ends only on the second WATCH's event: the
                // request is then surely made (when the list said Current, fabric8's asynchronous start raced the end)
                .watch(event("MODIFIED", typed(DEPLOYMENTS, deployment("web", "shop", "21", 3)).toString()));

        WaitOutcome outcome = await();

        assertEquals(WaitOutcome.End.ALL_CURRENT, outcome.end(), outcome.summary());
        // the new list may already show the object ready and end the wait before its watch is sent
        List<String> requests = server.requests();
        assertEquals(List.of("LIST", "WATCH 10 bookmarks=true", "LIST"), requests.subList(0, 3));
        assertEquals(List.of("WATCH 20 bookmarks=true").subList(0, requests.size() - 3), requests.subList(3, requests.size()),
                "a watch after the new list resumes from its resourceVersion");
    }

    @Test
    void aRefusedListIsOneLineWithTheServersMessage() {
        server.list(403, "{\"kind\":\"Status\",\"apiVersion\":\"v1\",\"status\":\"Failure\",\"reason\":\"Forbidden\","
                + "\"message\":\"deployments.apps is forbidden: User \\\"ci\\\" cannot list resource \\\"deployments\\\"\","
                + "\"code\":403}");

        StatusSourceException e = assertThrows(StatusSourceException.class,
                () -> new Fabric8StatusSource(client).list(DEPLOYMENTS));

        assertEquals("HTTP 403: deployments.apps is forbidden: User \"ci\" cannot list resource \"deployments\"", e.getMessage());
    }

    private static String list(String resourceVersion, String... items) {
        return "{\"kind\":\"DeploymentList\",\"apiVersion\":\"apps/v1\",\"metadata\":{\"resourceVersion\":\""
                + resourceVersion + "\"},\"items\":[" + String.join(",", items) + "]}";
    }

    private static String event(String type, String object) {
        return "{\"type\":\"" + type + "\",\"object\":" + object + "}";
    }
}
