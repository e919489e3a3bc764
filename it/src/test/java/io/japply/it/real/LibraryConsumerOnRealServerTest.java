package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.it.Kubectl;
import io.japply.it.publish.Command;
import io.japply.it.publish.Consumer;
import io.japply.it.publish.Published;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A library user's project (examples/library) gets japply only from the file repository
 * {@code mvn -P publish deploy} wrote, offline and outside the reactor, compiles the README's Java
 * example and runs it on the real cluster: created, then unchanged.
 */
@RealServer
class LibraryConsumerOnRealServerTest {
    @Test
    void theReadmeExampleFromTheFileRepositoryCreatesThenLeavesUnchanged(Cluster cluster) throws Exception {
        Path repository = Published.repository();
        Consumer consumer = Consumer.copy("japply");
        Consumer.assertBuilt(consumer.build(repository));
        assertJapplyCameFromTheFileRepository(consumer);

        String namespace = cluster.namespace("consumer");
        Map<String, String> environment = Map.of("KUBECONFIG", cluster.kubeconfig().toString());
        Command.Result first = consumer.run(environment, namespace);
        assertEquals(0, first.exitCode(), first.both());
        assertEquals(List.of("deployment web: CREATED", "configmap web-settings: CREATED", "preview changed: false"),
                first.out().lines().toList(), first.both());
        Command.Result second = consumer.run(environment, namespace);
        assertEquals(0, second.exitCode(), second.both());
        assertEquals(List.of("deployment web: UNCHANGED", "configmap web-settings: UNCHANGED", "preview changed: false"),
                second.out().lines().toList(), second.both());

        JsonNode web = cluster.get("deployment", namespace, "web");
        assertNotNull(web, "no deployment web in " + namespace);
        assertTrue(web.path("metadata").path("annotations").has("kubectl.kubernetes.io/last-applied-configuration"), web.toString());
        Kubectl.Result managers = cluster.kubectl("get", "deployment", "web", "-n", namespace, "--show-managed-fields",
                "-o", "jsonpath={.metadata.managedFields[*].manager}");
        assertTrue(List.of(managers.out().split(" ")).contains("web-operator"), managers.out() + managers.err());
    }

    /** Every io.japply jar was downloaded from the file repository into the consumer's own local repository. */
    private static void assertJapplyCameFromTheFileRepository(Consumer consumer) throws Exception {
        List<String> japplyJars = consumer.classpath().stream().filter(entry -> entry.contains("/io/japply/")).toList();
        assertEquals(3, japplyJars.size(), consumer.classpath().toString());
        for (String jar : japplyJars) {
            assertTrue(jar.startsWith(consumer.localRepository().toString()), jar);
            Path origin = Path.of(jar).resolveSibling("_remote.repositories");
            assertTrue(Files.readString(origin).contains(">japply="), origin + ": " + Files.readString(origin));
        }
        assertTrue(consumer.classpath().stream().noneMatch(entry -> entry.contains("picocli") || entry.contains("slf4j-nop")),
                "a library user got the command line's dependencies: " + consumer.classpath());
    }
}
