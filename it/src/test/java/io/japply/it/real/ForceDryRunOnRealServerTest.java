package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * --force with --dry-run=server, which kubectl refuses ("--dry-run=server cannot be used with
 * --force") and japply runs as dry-run writes only: on the real server the Job whose template is
 * immutable is neither deleted nor created again, and the output says what would happen.
 */
@RealServer
class ForceDryRunOnRealServerTest {

    @Test
    @Timeout(120)
    void aForcedServerDryRunChangesNothing(Cluster cluster) {
        Kubectl.require();
        String ns = cluster.namespace("force");
        Path scenario = Path.of("src/test/resources/real/scenarios/dry-run-and-force").toAbsolutePath();
        String v1 = scenario.resolve("1-create").toString();
        String v2 = scenario.resolve("4-immutable-refused").toString();
        assertEquals(0, cluster.japply("apply", "-f", v1, "-n", ns).code());
        JsonNode before = cluster.get("job", ns, "migrate");
        Kubectl.Result kubectl = cluster.kubectl("apply", "-f", v2, "-n", ns, "--force", "--dry-run=server");
        assertEquals(1, kubectl.exitCode(), "kubectl refuses the pair");
        assertTrue(kubectl.err().contains("--dry-run=server cannot be used with --force"), kubectl.err());
        JapplyRun forced = cluster.japply("apply", "-f", v2, "-n", ns, "--force", "--dry-run=server");
        assertEquals(0, forced.code(), forced.err());
        assertTrue(forced.out().contains("job.batch/migrate configured (server dry run)"), forced.out());
        JsonNode after = cluster.get("job", ns, "migrate");
        assertEquals(before.at("/metadata/uid"), after.at("/metadata/uid"), "not deleted and created again");
        assertEquals(before.at("/spec/template"), after.at("/spec/template"));
        assertEquals("v1", cluster.get("configmap", ns, "migrate-config").at("/data/target").asText());
        JapplyRun forcedForReal = cluster.japply("apply", "-f", v2, "-n", ns, "--force");
        assertEquals(0, forcedForReal.code(), forcedForReal.err());
        JsonNode replaced = cluster.get("job", ns, "migrate");
        assertTrue(!before.at("/metadata/uid").equals(replaced.at("/metadata/uid")), "deleted and created again");
        assertEquals("[\"echo\",\"v2\"]", replaced.at("/spec/template/spec/containers/0/command").toString());
    }
}
