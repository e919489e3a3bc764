package io.japply.it.publish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/** examples/library: the README's Java example word for word, and the library's old coordinates still building it. */
class ConsumerProjectTest {
    @Test
    void theProgramHoldsTheReadmesJavaExample() throws Exception {
        String readme = Files.readString(Published.checkoutRoot().resolve("README.md"));
        int start = readme.indexOf("```java\n") + "```java\n".length();
        List<String> example = readme.substring(start, readme.indexOf("```", start)).strip().lines().toList();
        List<String> program = Files.readAllLines(Published.checkoutRoot()
                .resolve("examples/library/src/main/java/example/WebOperator.java")).stream().map(String::strip).toList();
        int at = program.indexOf(example.get(0));
        assertTrue(at >= 0, "the README's first line is not in WebOperator.java: " + example.get(0));
        assertEquals(example, program.subList(at, Math.min(program.size(), at + example.size())));
    }

    /**
     * The programs of examples/library import from japply its face alone (io.japply.apply and its model, status,
     * cluster, kubeconfig and job packages), never the pipeline under io.japply.apply.internal.
     */
    @Test
    void theProgramsUseTheLibrarysFaceAlone() throws Exception {
        java.nio.file.Path sources = Published.checkoutRoot().resolve("examples/library/src/main/java");
        java.util.regex.Pattern face = java.util.regex.Pattern.compile(
                "import io\\.japply\\.apply\\.((status|cluster|kubeconfig|job|model)\\.)?[A-Z]\\w*(\\.[A-Z]\\w*)*;");
        List<String> imports = new java.util.ArrayList<>();
        try (java.util.stream.Stream<java.nio.file.Path> files = Files.walk(sources)) {
            for (java.nio.file.Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Files.readAllLines(file).stream().map(String::strip).filter(line -> line.matches("import (static )?io\\.japply\\..*"))
                        .filter(line -> !face.matcher(line).matches()).forEach(line -> imports.add(file.getFileName() + ": " + line));
            }
        }
        assertEquals(List.of(), imports, "examples/library reaches past the library's face");
    }

    /** io.japply:apply-cli resolves, with Maven's relocation warning, to io.japply:japply. */
    @Test
    void theOldCoordinatesRelocateToTheNewOnes() throws Exception {
        Consumer consumer = Consumer.copy("apply-cli");
        Command.Result build = consumer.build(Published.repository());
        Consumer.assertBuilt(build);
        assertTrue(build.out().contains("The artifact io.japply:apply-cli:jar:0.1.0-SNAPSHOT has been relocated to"
                + " io.japply:japply:jar:0.1.0-SNAPSHOT"), build.out());
        assertTrue(consumer.classpath().stream().anyMatch(entry -> entry.endsWith("/io/japply/japply/0.1.0-SNAPSHOT/japply-0.1.0-SNAPSHOT.jar")),
                consumer.classpath().toString());
    }
}
