package io.japply.it.real;

import static io.japply.it.real.AtomicOnRealServerTest.CONFIG;
import static io.japply.it.real.AtomicOnRealServerTest.DEPLOYMENT;
import static io.japply.it.real.AtomicOnRealServerTest.EXTRA;
import static io.japply.it.real.AtomicOnRealServerTest.SERVICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * --server-side --atomic: each object gets again what japply's field manager applied before the run (read
 * from its managedFields), applied under the same manager, so a field only this release set goes and a
 * label another manager added stays.
 */
@RealServer
class AtomicServerSideOnRealServerTest {
    @TempDir
    Path tmp;

    @Test
    @Timeout(240)
    void aServerSideReleaseIsRolledBackUnderTheSameFieldManager(Cluster cluster) throws Exception {
        Kubectl.require();
        String ns = cluster.namespace("atomic-ssa");
        Path first = release("one", String.format(DEPLOYMENT, 0, "1"), String.format(CONFIG, "{a: '1'}"),
                String.format(SERVICE, "one", 80));
        JapplyRun applied = cluster.japply("apply", "--server-side", "-f", first.toString(), "-n", ns,
                "--wait-ready", "--wait-ready-timeout", "60s");
        assertEquals(0, applied.code(), applied.out() + applied.err());
        Map<String, JsonNode> before = ReleaseObjects.live(cluster, ns, "deployment/web", "configmap/settings", "service/web");
        Kubectl.Result labelled = cluster.kubectl("label", "configmap", "settings", "-n", ns, "owner=ops",
                "--field-manager=ops-team");
        assertEquals(0, labelled.exitCode(), labelled.err());
        Path second = release("two", String.format(DEPLOYMENT, 1, "2"), String.format(CONFIG, "{a: '2', b: '3'}"),
                String.format(SERVICE, "two", 81), EXTRA);

        JapplyRun run = cluster.japply("apply", "--server-side", "-f", second.toString(), "-n", ns, "--wait-ready",
                "--wait-ready-timeout", "10s", "--atomic");

        assertEquals(5, run.code(), run.out() + run.err());
        assertTrue(run.out().contains("configmap/added-by-release-2 deleted (rolled back)"), run.out());
        assertNull(cluster.get("configmap", ns, "added-by-release-2"));
        Map<String, JsonNode> after = ReleaseObjects.live(cluster, ns, "deployment/web", "configmap/settings", "service/web");
        ObjectNode config = (ObjectNode) before.get("configmap/settings");
        config.withObject("/metadata").withObject("/labels").put("owner", "ops");
        assertEquals(before, after);
        Kubectl.Result got = cluster.kubectl("get", "configmap", "settings", "-n", ns, "-o", "json",
                "--show-managed-fields");
        JsonNode managers = io.japply.threeway.json.Json.parse(got.out()).at("/metadata/managedFields");
        boolean applyByKubectl = false;
        for (JsonNode entry : managers) {
            applyByKubectl |= entry.path("manager").asText().equals("kubectl")
                    && entry.path("operation").asText().equals("Apply") && entry.at("/fieldsV1/f:data/f:a").isObject()
                    && entry.at("/fieldsV1/f:data/f:b").isMissingNode();
        }
        assertTrue(applyByKubectl, "the rollback is an apply of kubectl's manager owning a, not b: " + managers);
    }


    private Path release(String name, String... documents) throws Exception {
        return ReleaseObjects.write(tmp, name, documents);
    }
}
