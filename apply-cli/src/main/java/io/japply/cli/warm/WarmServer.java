package io.japply.cli.warm;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The warm process: {@code java -cp japply.jar io.japply.cli.warm.WarmServer SOCKET}, started detached by
 * client/japply-client.c, which names the socket (in the user's private directory, see
 * {@link SocketDirectory}) by the jar, the runtime and the JVM options alone: one process serves every
 * directory and environment of its user, each request run in its client's ({@link WarmSession}). It is
 * started in "/" with almost no environment of its own (client/warm-socket.c), so that nothing of the
 * first client's surroundings is there for a later request to find. Each connection gets a thread of its own. The process ends after JAPPLY_DAEMON_IDLE
 * seconds without a request (900 by default), on a stop request, when its socket file is gone, and when its
 * jar is rebuilt.
 */
public final class WarmServer {
    private static final Duration DEFAULT_IDLE = Duration.ofMinutes(15);

    private final Path socket;
    private final Duration idle;
    private final ServedWarm served = new ServedWarm();
    private final long started = System.currentTimeMillis();
    private final AtomicInteger running = new AtomicInteger();
    private final AtomicInteger requests = new AtomicInteger();
    private final AtomicLong lastActive = new AtomicLong(System.nanoTime());
    /** A rebuilt jar gets a warm process of its own (another socket name): this one then ends at once. */
    private final JarStamp jar = JarStamp.now();
    private volatile boolean stopping;
    private ServerSocketChannel listener;

    WarmServer(Path socket, Duration idle) {
        this.socket = socket;
        this.idle = idle;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: WarmServer SOCKET");
            System.exit(2);
        }
        Path socket = Path.of(args[0]).toAbsolutePath();
        if (!SocketDirectory.isPrivate(socket.getParent())) {
            System.err.println("japply warm process: " + socket.getParent() + " is not a private directory (0700, own)");
            System.exit(1);
        }
        new WarmServer(socket, idleTime(System.getenv("JAPPLY_DAEMON_IDLE"))).listen();
        System.exit(0);
    }

    static Duration idleTime(String seconds) {
        try {
            return seconds == null || seconds.isBlank() ? DEFAULT_IDLE : Duration.ofSeconds(Long.parseLong(seconds.trim()));
        } catch (NumberFormatException e) {
            return DEFAULT_IDLE;
        }
    }

    /** Accepts until stopped or idle. A stale socket file (its server killed) is replaced. */
    void listen() throws IOException {
        Files.deleteIfExists(socket); // the client holds a lock per socket while one starts (one server at a time)
        listener = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        listener.bind(UnixDomainSocketAddress.of(socket));
        Thread watch = new Thread(this::watchIdle, "japply-warm-idle");
        watch.setDaemon(true);
        watch.start();
        try {
            while (!stopping) {
                SocketChannel channel = listener.accept();
                lastActive.set(System.nanoTime());
                Thread session = new Thread(() -> new WarmSession(channel, this).serve(), "japply-warm-request");
                session.start();
            }
        } catch (IOException e) {
            // closed by stop() or the idle watch
        } finally {
            awaitRunning();
        }
    }

    ServedWarm served() {
        return served;
    }

    /** A request starts; false once stopping (the client then runs it cold, nothing done here). */
    synchronized boolean begin() {
        if (stopping) {
            return false;
        }
        running.incrementAndGet();
        requests.incrementAndGet();
        return true;
    }

    void end() {
        running.decrementAndGet();
        lastActive.set(System.nanoTime());
    }

    /** No new request is taken; the running ones end first (listen waits for them). */
    synchronized void stop() {
        stopping = true;
        try {
            Files.deleteIfExists(socket);
            listener.close();
        } catch (IOException e) {
            // already closed
        }
    }

    String status() {
        return "pid " + ProcessHandle.current().pid() + ", up " + (System.currentTimeMillis() - started) / 1000 + " s, requests " + requests.get()
                + ", running " + running.get() + ", idle limit " + idle.toSeconds() + " s, java "
                + System.getProperty("java.version") + "\n";
    }

    private void watchIdle() {
        while (!stopping) {
            try {
                Thread.sleep(Math.min(1000, Math.max(1, idle.toMillis() / 4)));
            } catch (InterruptedException e) {
                return;
            }
            boolean idleLongEnough = running.get() == 0 && System.nanoTime() - lastActive.get() > idle.toNanos();
            if (idleLongEnough || !Files.exists(socket) || !jar.equals(JarStamp.now())) {
                stop();
            }
        }
    }

    private void awaitRunning() {
        while (running.get() > 0) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}
