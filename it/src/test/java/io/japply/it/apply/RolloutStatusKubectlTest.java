package io.japply.it.apply;

import static io.japply.it.apply.WaitStatuses.DEPLOYMENTS;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.server.ObjectStore;
import io.japply.threeway.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The same Deployment states read by `kubectl rollout status --watch=false` and by japply's
 * `apply --wait-ready --wait-ready-timeout 0` (one look): the same verdict, ready, not yet, or failed.
 */
class RolloutStatusKubectlTest {
    enum Verdict { READY, WAITING, FAILED }

    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private FakeApiServer server;
    private Path kubeconfig;

    @BeforeEach
    void start() throws Exception {
        Kubectl.require();
        server = new FakeApiServer(store).start().serving(List.of(
                new FakeApiServer.Served("v1", "namespaces", "Namespace", false),
                new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true))).storing();
        store.namespace("default");
        kubeconfig = server.writeKubeconfig(tmp);
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    static Stream<Arguments> states() {
        return Stream.of(
                Arguments.of("1 of 3 updated", WaitStatuses.rollout(1, 2), Verdict.WAITING),
                Arguments.of("old replicas pending termination", WaitStatuses.rollout(3, 1), Verdict.WAITING),
                Arguments.of("updated but not all available", WaitStatuses.rollout(3, 0)
                        .replace("'availableReplicas': 3", "'availableReplicas': 2"), Verdict.WAITING),
                Arguments.of("rolled out", WaitStatuses.rollout(3, 0), Verdict.READY),
                Arguments.of("progress deadline exceeded", WaitStatuses.deadlineExceeded(), Verdict.FAILED));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("states")
    void sameVerdictAsKubectlRolloutStatus(String name, String status, Verdict expected) throws Exception {
        ObjectNode live = (ObjectNode) Json.mapper().valueToTree(new com.fasterxml.jackson.dataformat.yaml.YAMLMapper()
                .readTree(WaitStatuses.DEPLOYMENT));
        live.withObject("/metadata").put("namespace", "default").put("generation", 1);
        live.set("status", Json.parse(status.replace('\'', '"')));
        store.put(DEPLOYMENTS + "/web", live);

        Kubectl.Result kubectl = Kubectl.run(List.of("rollout", "status", "deployment/web", "--watch=false",
                "--kubeconfig", kubeconfig.toString()));
        Path file = Files.writeString(tmp.resolve("web.yaml"), WaitStatuses.DEPLOYMENT);
        JapplyRun japply = JapplyRun.of(kubeconfig, "apply", "-f", file.toString(), "--wait-ready", "--wait-ready-timeout", "0");

        assertEquals(expected, kubectlVerdict(kubectl), () -> "kubectl: " + kubectl);
        assertEquals(kubectlVerdict(kubectl), japplyVerdict(japply), () -> "kubectl: " + kubectl + "\njapply: " + japply);
    }

    private static Verdict kubectlVerdict(Kubectl.Result r) {
        if (r.exitCode() != 0) {
            assertEquals(true, r.err().contains("exceeded its progress deadline"), r.err());
            return Verdict.FAILED;
        }
        return r.out().contains("successfully rolled out") ? Verdict.READY : Verdict.WAITING;
    }

    private static Verdict japplyVerdict(JapplyRun r) {
        if (r.code() == 0) {
            return Verdict.READY;
        }
        assertEquals(4, r.code(), r.err());
        return r.err().contains("error: deployment.apps/web Failed") ? Verdict.FAILED : Verdict.WAITING;
    }
}
