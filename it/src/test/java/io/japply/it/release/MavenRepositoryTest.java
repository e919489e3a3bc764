package io.japply.it.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.publish.Published;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The Maven file repository in the release's dist/ (bin/release's {@code mvn -P publish deploy}), complete: for
 * the parent and every module the root POM lists, less those that skip the deploy (it/), exactly its POM, and for
 * a jar module its jar with the -sources and -javadoc jars, each file with a matching .md5 and .sha1; the sources
 * jar holds every source file of the module, the jar a class for each; and bin/release printed its path.
 */
class MavenRepositoryTest {
    private static final Path ROOT = Published.checkoutRoot();

    @Test
    void everyPublishedModuleIsThereWithItsSourcesAndJavadoc() throws Exception {
        Path repository = Dist.mavenRepository();
        assertTrue(Files.isDirectory(repository), repository + " is missing: bin/release did not build the Maven repository");
        Element parent = pom(ROOT.resolve("pom.xml"));
        String version = text(parent, "version");
        java.util.Map<Element, Path> modules = new java.util.LinkedHashMap<>(java.util.Map.of(parent, ROOT));
        for (Node node = child(parent, "modules").getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element module) {
                Path folder = ROOT.resolve(module.getTextContent().trim());
                modules.put(pom(folder.resolve("pom.xml")), folder);
            }
        }
        Set<String> expectedArtifacts = new TreeSet<>();
        for (Element module : modules.keySet()) {
            String artifact = text(module, "artifactId");
            if ("true".equals(text(module, "properties/maven.deploy.skip"))) {
                continue;
            }
            expectedArtifacts.add(artifact);
            Path folder = repository.resolve("io/japply").resolve(artifact).resolve(version);
            String packaging = text(module, "packaging").isEmpty() ? "jar" : text(module, "packaging");
            List<String> kinds = packaging.equals("jar") ? List.of(".pom", ".jar", "-sources.jar", "-javadoc.jar") : List.of(".pom");
            Set<String> expected = new TreeSet<>();
            for (String kind : kinds) {
                for (String checksum : List.of("", ".md5", ".sha1")) {
                    expected.add(artifact + "-" + version + kind + checksum);
                }
            }
            if (version.endsWith("-SNAPSHOT")) {
                expected.addAll(List.of("maven-metadata.xml", "maven-metadata.xml.md5", "maven-metadata.xml.sha1"));
            }
            assertEquals(expected, names(folder, version), folder.toString());
            try (Stream<Path> files = Files.list(folder)) {
                for (Path file : files.filter(f -> !f.toString().endsWith(".md5") && !f.toString().endsWith(".sha1")).toList()) {
                    assertEquals(digest(file, "MD5"), Files.readString(Path.of(file + ".md5")).trim(), file + ".md5");
                    assertEquals(digest(file, "SHA-1"), Files.readString(Path.of(file + ".sha1")).trim(), file + ".sha1");
                }
            }
            if (packaging.equals("jar")) {
                checkJars(folder, artifact, modules.get(module).resolve("src/main/java"));
            }
        }
        try (Stream<Path> folders = Files.list(repository.resolve("io/japply"))) {
            assertEquals(expectedArtifacts, new TreeSet<>(folders.map(f -> f.getFileName().toString()).toList()),
                    "the artifacts published, no more (it/ is not)");
        }
    }

    @Test
    void binReleasePrintsTheRepositoryWithTheOtherArtifacts() throws IOException {
        List<String> printed = ReleaseBuild.printed();
        assertTrue(printed.contains(Dist.mavenRepository().toString()), printed.toString());
        assertEquals(List.of("-linux-x86_64.sbom.json", "-linux-x86_64.tar.gz", "-oci.tar", "maven-repository"), printed.stream()
                .map(path -> Path.of(path).getFileName().toString().replaceFirst("^japply-[^-]+(-SNAPSHOT)?", "")).sorted().toList());
    }

    /** The sources jar has every .java file under {@code sources}; the jar a class file for each. */
    private static void checkJars(Path folder, String artifact, Path sources) throws IOException {
        List<String> java;
        try (Stream<Path> files = Files.walk(sources)) {
            java = files.filter(f -> f.toString().endsWith(".java")).map(f -> sources.relativize(f).toString()).sorted().toList();
        }
        assertFalse(java.isEmpty(), sources + " has no sources");
        try (ZipFile sourcesJar = new ZipFile(only(folder, "-sources.jar").toFile());
             ZipFile jar = new ZipFile(only(folder, ".jar").toFile());
             ZipFile javadoc = new ZipFile(only(folder, "-javadoc.jar").toFile())) {
            for (String file : java) {
                assertTrue(sourcesJar.getEntry(file) != null, artifact + "-sources.jar lacks " + file);
                String type = file.replaceFirst("\\.java$", ".class");
                assertTrue(file.endsWith("module-info.java") || file.endsWith("package-info.java") || jar.getEntry(type) != null,
                        artifact + ".jar lacks " + type);
            }
            assertTrue(javadoc.getEntry("index.html") != null, artifact + "-javadoc.jar has no index.html");
        }
    }

    /** The files of {@code folder}, a snapshot's timestamp (0.1.0-20261207.174300-1) named back as its version. */
    private static Set<String> names(Path folder, String version) throws IOException {
        assertTrue(Files.isDirectory(folder), folder + " is missing");
        String base = version.replace("-SNAPSHOT", "");
        try (Stream<Path> files = Files.list(folder)) {
            return new TreeSet<>(files.map(f -> f.getFileName().toString()
                    .replaceFirst("-" + java.util.regex.Pattern.quote(base) + "-\\d{8}\\.\\d{6}-\\d+", "-" + version)).toList());
        }
    }

    private static Path only(Path folder, String kind) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> found = files.filter(f -> f.getFileName().toString().endsWith(kind)
                    && (kind.startsWith("-") || !f.getFileName().toString().matches(".*-(sources|javadoc)\\.jar"))).toList();
            assertEquals(1, found.size(), folder + " *" + kind + ": " + found);
            return found.get(0);
        }
    }

    private static Element pom(Path file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        return factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
    }

    /** The text at {@code path} ("properties/maven.deploy.skip") under {@code element}; "" when absent. */
    private static String text(Element element, String path) {
        Element at = element;
        for (String step : path.split("/")) {
            at = at == null ? null : child(at, step);
        }
        return at == null ? "" : at.getTextContent().trim();
    }

    private static Element child(Element parent, String name) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                return element;
            }
        }
        return null;
    }

    private static String digest(Path file, String algorithm) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(Files.readAllBytes(file)));
    }
}
