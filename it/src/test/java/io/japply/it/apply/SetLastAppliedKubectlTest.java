package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.server.ObjectStore;
import io.japply.threeway.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * kubectl apply set-last-applied and japply set-last-applied, each on its own fake server holding the
 * same live object, run twice with the same file: the same PATCH on the wire (path, media type, body;
 * the query with japply's fieldManager=kubectl, the manager the server takes from kubectl's User-Agent),
 * the same lines, and the second time nothing sent and "no changes required".
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class SetLastAppliedKubectlTest {
    private static final String CM = "/api/v1/namespaces/default/configmaps/cm";
    private static final String LIVE = "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"cm\","
            + "\"namespace\":\"default\",\"labels\":{\"team\":\"a\"},\"annotations\":{\"kubectl.kubernetes.io/"
            + "last-applied-configuration\":\"{\\\"apiVersion\\\":\\\"v1\\\",\\\"data\\\":{\\\"k\\\":\\\"v1\\\"},"
            + "\\\"kind\\\":\\\"ConfigMap\\\",\\\"metadata\\\":{\\\"annotations\\\":{},\\\"name\\\":\\\"cm\\\","
            + "\\\"namespace\\\":\\\"default\\\"}}\\n\"}},\"data\":{\"k\":\"v1\"}}";

    @TempDir
    Path tmp;

    private static FakeApiServer serverWith(ObjectStore store) throws Exception {
        FakeApiServer server = new FakeApiServer(store).start().serving(List.of(
                new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true))).storing();
        store.namespace("default");
        store.put(CM, (ObjectNode) Json.parse(LIVE));
        return server;
    }

    /** A PATCH as the server saw it: method, URL with its query, media type and body. */
    private static List<String> patches(FakeApiServer server) {
        return server.patches().stream().map((LoggedRequest r) -> r.getMethod() + " " + r.getUrl() + "\n"
                + r.getHeader("Content-Type") + "\n" + r.getBodyAsString()).toList();
    }

    @Test
    void theSamePatchAndNothingSentTheSecondTime() throws Exception {
        Kubectl.require();
        Path file = Files.writeString(tmp.resolve("cm.yaml"),
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm, labels: {team: b}}\ndata: {k: v2}\n");
        ObjectStore kubectlStore = new ObjectStore();
        ObjectStore store = new ObjectStore();
        try (FakeApiServer kubectlServer = serverWith(kubectlStore); FakeApiServer server = serverWith(store)) {
            Path kubectlConfig = kubectlServer.writeKubeconfig(Files.createDirectories(tmp.resolve("kubectl")));
            Path config = server.writeKubeconfig(Files.createDirectories(tmp.resolve("japply")));
            for (int run = 1; run <= 2; run++) {
                kubectlServer.resetRequests();
                server.resetRequests();
                Kubectl.Result k = Kubectl.run(List.of("apply", "set-last-applied", "-f", file.toString(),
                        "--kubeconfig", kubectlConfig.toString()));
                JapplyRun j = JapplyRun.of(config, "set-last-applied", "-f", file.toString());
                assertEquals(0, k.exitCode(), k.err());
                assertEquals(k.exitCode(), j.code(), j.err());
                assertEquals(k.out(), j.out(), "run " + run);
                assertEquals(k.err(), j.err(), "run " + run);
                assertEquals(patches(kubectlServer).stream().map(p -> p.replaceFirst("^(PATCH \\S+)", "$1?fieldManager=kubectl"))
                        .toList(), patches(server), "run " + run);
                assertEquals(run == 1 ? 1 : 0, patches(server).size(), "run " + run);
            }
            assertEquals(kubectlStore.get(CM).at("/metadata/annotations"), store.get(CM).at("/metadata/annotations"));
        }
    }
}
