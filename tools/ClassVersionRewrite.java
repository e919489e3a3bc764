import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * A build step (apply-cli's package phase, on the shaded jar): rewrites the class files under one
 * package prefix that are older than Java 8 to class version 52, with stack map frames computed.
 * Why: picocli ships Java 5 class files, and neither the AOT cache (JDK 24+) nor AppCDS can link a
 * class file without stack map frames, so about 300 of picocli's classes were loaded and verified
 * from the jar at every start. Only the version and the frames change; the bytecode is the same.
 *
 * Usage: java -cp asm.jar tools/ClassVersionRewrite.java JAR PREFIX (e.g. picocli/)
 */
public final class ClassVersionRewrite {
    private static final int TARGET = Opcodes.V1_8;

    private ClassVersionRewrite() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: ClassVersionRewrite JAR PREFIX");
            System.exit(2);
        }
        Path jar = Path.of(args[0]);
        Path rewritten = jar.resolveSibling(jar.getFileName() + ".rewriting");
        try (ZipFile in = new ZipFile(jar.toFile());
             URLClassLoader types = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
             ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(rewritten))) {
            copy(in, out, args[1], types);
        }
        // silent on success, as every other step of a quiet build (mvn -q, bin/japply's rebuilds)
        Files.move(rewritten, jar, StandardCopyOption.REPLACE_EXISTING);
    }

    /** Copies every entry in order; the old class files under the prefix are rewritten. */
    private static int copy(ZipFile in, ZipOutputStream out, String prefix, ClassLoader types) throws IOException {
        int count = 0;
        Enumeration<? extends ZipEntry> entries = in.entries();
        while (entries.hasMoreElements()) {
            ZipEntry entry = entries.nextElement();
            byte[] bytes;
            try (InputStream stream = in.getInputStream(entry)) {
                bytes = stream.readAllBytes();
            }
            if (entry.getName().startsWith(prefix) && entry.getName().endsWith(".class") && major(bytes) < 52) {
                bytes = rewrite(bytes, types);
                count++;
            }
            ZipEntry copy = new ZipEntry(entry.getName());
            copy.setTime(entry.getTime());
            out.putNextEntry(copy);
            out.write(bytes);
            out.closeEntry();
        }
        return count;
    }

    /** The major version, bytes 6 and 7 of a class file. */
    private static int major(byte[] classFile) {
        return ((classFile[6] & 0xff) << 8) | (classFile[7] & 0xff);
    }

    private static byte[] rewrite(byte[] classFile, ClassLoader types) {
        ClassReader reader = new ClassReader(classFile);
        // frames need the common super class of two types: looked up in the jar itself, not this tool's loader
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected ClassLoader getClassLoader() {
                return types;
            }
        };
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public void visit(int version, int access, String name, String signature, String superName,
                              String[] interfaces) {
                super.visit(TARGET, access, name, signature, superName, interfaces);
            }
        }, ClassReader.SKIP_FRAMES);
        return writer.toByteArray();
    }
}
