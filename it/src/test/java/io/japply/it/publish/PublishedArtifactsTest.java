package io.japply.it.publish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * What {@code mvn -P publish deploy} writes, checked against Maven Central's requirements: every POM
 * with name, description, url, license, scm and developers (its own or its parent's); a -sources and
 * a -javadoc jar beside each jar; an .md5 and a .sha1 beside every file, matching it.
 */
class PublishedArtifactsTest {
    private static final List<String> JARS = List.of("threeway", "annotations", "japply");
    private static final List<String> ALL = List.of("japply-parent", "threeway", "annotations", "japply", "apply-cli");

    @Test
    void everyPomHasWhatCentralAsks() throws Exception {
        Element parent = Poms.read(pom("japply-parent"));
        for (String artifact : ALL) {
            Element pom = Poms.read(pom(artifact));
            assertFalse(Poms.text(pom, "name").isBlank(), artifact + ": no name");
            assertFalse(Poms.text(pom, "description").isBlank(), artifact + ": no description");
            for (String inherited : List.of("url", "licenses/license/name", "licenses/license/url", "scm/url",
                    "scm/connection", "developers/developer/name")) {
                String value = Poms.text(pom, inherited).isBlank() ? Poms.text(parent, inherited) : Poms.text(pom, inherited);
                assertFalse(value.isBlank(), artifact + ": no " + inherited);
            }
        }
        assertEquals("Apache-2.0", Poms.text(parent, "licenses/license/name"));
        assertEquals(Poms.text(parent, "url"), Poms.text(parent, "scm/url"));
    }

    @Test
    void eachJarHasSourcesJavadocAndChecksums() throws Exception {
        for (String artifact : JARS) {
            Path jar = artifact(artifact, ".jar");
            for (String classifier : List.of("-sources.jar", "-javadoc.jar")) {
                Path attached = artifact(artifact, classifier);
                assertTrue(Files.size(attached) > 1000, attached + " is nearly empty");
            }
            assertTrue(Files.size(jar) > 1000, jar + " is nearly empty");
        }
        try (Stream<Path> files = Files.walk(Published.repository())) {
            List<Path> published = files.filter(Files::isRegularFile)
                    .filter(file -> !file.toString().endsWith(".md5") && !file.toString().endsWith(".sha1")).toList();
            assertTrue(published.size() > 20, published.toString());
            for (Path file : published) {
                assertEquals(digest(file, "MD5"), Files.readString(Path.of(file + ".md5")).trim(), file + ".md5");
                assertEquals(digest(file, "SHA-1"), Files.readString(Path.of(file + ".sha1")).trim(), file + ".sha1");
            }
        }
    }

    /** The javadoc is the library's (io.japply.apply), not the command line's; the javadoc tool ran clean. */
    @Test
    void javadocDocumentsTheLibraryOnly() throws Exception {
        try (ZipFile javadoc = new ZipFile(artifact("japply", "-javadoc.jar").toFile())) {
            assertTrue(javadoc.getEntry("io/japply/apply/Japply.html") != null, "no page for io.japply.apply.Japply");
            assertTrue(javadoc.stream().noneMatch(entry -> entry.getName().startsWith("io/japply/cli/")),
                    "the command line's packages are in the javadoc");
        }
        String output = Published.deployOutput();
        assertFalse(output.contains("Javadoc Warnings"), "the javadoc tool warned:\n" + output);
    }

    /** io.japply:apply-cli, the library's first coordinates, is a POM that sends Maven to io.japply:japply. */
    @Test
    void oldCoordinatesRelocateAndTestsAreNotPublished() throws Exception {
        Element relocation = Poms.read(pom("apply-cli"));
        assertEquals("japply", Poms.text(relocation, "distributionManagement/relocation/artifactId"));
        assertEquals("pom", Poms.text(relocation, "packaging"));
        assertFalse(Files.exists(Published.repository().resolve("io/japply/it")), "it/ was published");
    }

    private static Path pom(String artifact) throws Exception {
        return artifact(artifact, ".pom");
    }

    /** The one deployed file of {@code artifact} whose name ends with {@code suffix} (a timestamped snapshot). */
    private static Path artifact(String artifact, String suffix) throws Exception {
        Path folder = Published.repository().resolve("io/japply/" + artifact + "/0.1.0-SNAPSHOT");
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> matching = files.filter(file -> file.getFileName().toString()
                    .matches(java.util.regex.Pattern.quote(artifact) + "-0\\.1\\.0-\\d{8}\\.\\d{6}-\\d+"
                            + java.util.regex.Pattern.quote(suffix))).toList();
            assertEquals(1, matching.size(), folder + ": " + matching);
            return matching.get(0);
        }
    }

    private static String digest(Path file, String algorithm) throws IOException, java.security.NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(Files.readAllBytes(file)));
    }
}
