package io.japply.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * What japply says about itself: its version, the kubectl release it is the twin of, the commit it was
 * built from and that commit's date (the build date: every build of one commit says the same, so builds
 * stay reproducible), and the Java runtime running it. The commit and date come from
 * build-info.properties, written by the build.
 */
public record BuildInfo(String version, String commit, String buildDate, String javaVersion, String javaVendor,
        String javaHome, String platform) {
    /** The kubectl whose behaviour japply follows (the reference its side-by-side tests run). */
    public static final String KUBECTL = "v1.37.2";
    private static final String UNKNOWN = "unknown";

    /** This process's: the jar's build, the running JVM. */
    public static BuildInfo current() {
        Properties built = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream("build-info.properties")) {
            if (in != null) {
                built.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new BuildInfo(Japply.Version.number(), built.getProperty("commit", UNKNOWN),
                built.getProperty("date", UNKNOWN), System.getProperty("java.runtime.version", UNKNOWN),
                System.getProperty("java.vendor", UNKNOWN), System.getProperty("java.home", UNKNOWN),
                currentPlatform());
    }

    /** As Go names it (kubectl prints linux/amd64): the JVM says amd64 or x86_64, aarch64 for arm64. */
    private static String currentPlatform() {
        String os = System.getProperty("os.name", UNKNOWN).toLowerCase(java.util.Locale.ROOT).replace(" ", "");
        String arch = switch (System.getProperty("os.arch", UNKNOWN)) {
            case "x86_64", "amd64" -> "amd64";
            case "aarch64" -> "arm64";
            default -> System.getProperty("os.arch", UNKNOWN);
        };
        return (os.startsWith("macosx") ? "darwin" : os) + "/" + arch;
    }

    /** The lines `japply version` prints; the first is what --version always printed. */
    public String[] lines() {
        return new String[] {"japply " + version, "Twin of: kubectl " + KUBECTL, "Git Commit: " + commit,
            "Build Date: " + buildDate,
            "Java Runtime: " + javaVersion + " (" + javaVendor + ") at " + javaHome, "Platform: " + platform};
    }

    /**
     * As `kubectl version --client -o json`: one object under "clientVersion" (kubectl's names for what
     * both say, in kubectl's order; the Java runtime where kubectl names Go's), then the twin's version
     * where kubectl writes its kustomize's ("kubectlVersion"), two-space indent, a final newline.
     */
    public String json() {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("gitVersion", version);
        fields.put("gitCommit", commit);
        fields.put("buildDate", buildDate);
        fields.put("javaVersion", javaVersion);
        fields.put("javaVendor", javaVendor);
        fields.put("javaHome", javaHome);
        fields.put("platform", platform);
        StringBuilder json = new StringBuilder("{\n  \"clientVersion\": {\n");
        fields.forEach((key, value) -> json.append("    ").append(quoted(key)).append(": ").append(quoted(value))
                .append(",\n"));
        json.setLength(json.length() - 2);
        return json.append("\n  },\n  ").append(quoted("kubectlVersion")).append(": ").append(quoted(KUBECTL))
                .append("\n}\n").toString();
    }

    private static String quoted(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"', '\\' -> quoted.append('\\').append(c);
                default -> quoted.append(c < 0x20 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
            }
        }
        return quoted.append('"').toString();
    }
}
