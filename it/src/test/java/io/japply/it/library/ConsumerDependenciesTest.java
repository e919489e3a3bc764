package io.japply.it.library;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a project depending on japply's library resolves, read from apply-cli's dependency tree (written
 * by the build): everything but optional dependencies, their own dependencies, and test or provided
 * scope. Neither picocli nor an SLF4J binding may reach a library user.
 */
class ConsumerDependenciesTest {
    private static final List<String> FORBIDDEN = List.of("info.picocli:", "org.slf4j:slf4j-nop:",
            "org.slf4j:slf4j-simple:", "ch.qos.logback:logback-classic:", "org.apache.logging.log4j:log4j-slf4j");

    @Test
    void noPicocliAndNoLoggingBinding() throws Exception {
        List<String> resolved = resolvedByAConsumer(Files.readAllLines(Path.of("../apply-cli/target/dependency-tree.txt")));
        assertTrue(resolved.stream().anyMatch(d -> d.startsWith("io.fabric8:kubernetes-client:")), resolved.toString());
        for (String artifact : resolved) {
            assertFalse(FORBIDDEN.stream().anyMatch(artifact::startsWith), "a library user would get " + artifact);
        }
    }

    /** The artifacts of the tree a dependent project gets: optional subtrees and test/provided scope cut off. */
    static List<String> resolvedByAConsumer(List<String> tree) {
        List<String> resolved = new ArrayList<>();
        int cutDepth = Integer.MAX_VALUE;
        for (String line : tree.subList(1, tree.size())) {
            int start = line.indexOf(line.replaceFirst("^[|+\\\\\\- ]*", ""));
            int depth = start / 3;
            if (depth > cutDepth) {
                continue;
            }
            cutDepth = Integer.MAX_VALUE;
            String artifact = line.substring(start);
            if (artifact.endsWith("(optional)") || artifact.contains(":test") || artifact.contains(":provided")) {
                cutDepth = depth;
                continue;
            }
            resolved.add(artifact);
        }
        return resolved;
    }

    @Test
    void optionalSubtreesAreCutOff() {
        List<String> tree = List.of("io.japply:apply-cli:jar:1", "+- a:b:jar:1:compile", "+- info.picocli:picocli:jar:4:compile (optional)",
                "|  \\- x:y:jar:1:compile", "\\- org.slf4j:slf4j-nop:jar:2:runtime");
        assertTrue(resolvedByAConsumer(tree).equals(List.of("a:b:jar:1:compile", "org.slf4j:slf4j-nop:jar:2:runtime")),
                resolvedByAConsumer(tree).toString());
    }
}
