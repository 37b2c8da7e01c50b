import type { User } from "@shared/api/auth";

/** Avatar (photo or initial) and the player's name. */
export function ProfileSummary({ user, name }: { user: User; name: string }) {
  return (
    <div className="flex min-w-0 items-center gap-4">
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" className="size-16 shrink-0 rounded-full object-cover sm:size-20" />
      ) : (
        <span
          aria-hidden
          data-testid="profile-initial"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary font-display text-3xl font-bold text-primary-foreground sm:size-20"
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0">
        <h1 className="truncate font-display text-2xl font-bold sm:text-4xl" data-testid="profile-name">
          {name}
        </h1>
        {user.email && user.email !== name && <p className="truncate text-sm text-muted-foreground">{user.email}</p>}
      </div>
    </div>
  );
}
